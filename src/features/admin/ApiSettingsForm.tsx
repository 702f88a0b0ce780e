import { useState, type FormEvent } from 'react';
import { forgetGolfCourseApiSettings, GOLF_COURSE_API_BASE_URL, saveGolfCourseApiSettings, type GolfCourseApiSettings } from '../../golf-course-api/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { UrlField } from '../../ui/UrlField.tsx';
import './admin.css';
import { useT } from '../../i18n/catalog.ts';
import { adminText } from './i18n/index.ts';

/** The golfcourseapi.com key, kept on this device only, and the base URL under "Advanced". */
export function ApiSettingsForm({ settings, onChange }: { settings: GolfCourseApiSettings; onChange: (s: GolfCourseApiSettings) => void }) {
  const t = useT(adminText);
  const [apiKey, setApiKey] = useState(settings.apiKey);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [error, setError] = useState<string | undefined>();
  const hasKey = settings.apiKey !== '';

  const save = (event: FormEvent) => {
    event.preventDefault();
    const url = baseUrl.trim() || GOLF_COURSE_API_BASE_URL;
    if (!/^https?:\/\/[^\s]+$/i.test(url)) {
      setError(t('api.badUrl'));
      return;
    }
    if (apiKey.trim() === '') {
      setError(t('api.noKey'));
      return;
    }
    setError(undefined);
    const next = { apiKey: apiKey.trim(), baseUrl: url };
    saveGolfCourseApiSettings(next);
    onChange(next);
  };

  const forget = () => {
    forgetGolfCourseApiSettings();
    setApiKey('');
    setBaseUrl(GOLF_COURSE_API_BASE_URL);
    onChange({ apiKey: '', baseUrl: GOLF_COURSE_API_BASE_URL });
  };

  return (
    <form className="form api-settings" onSubmit={save} aria-labelledby="api-settings-title" noValidate>
      <h2 id="api-settings-title">{t('api.title')}</h2>
      <p className="muted">
        {hasKey ? t('api.kept', { end: settings.apiKey.slice(-4) }) : t('api.enter')}
      </p>
      <TextField
        label={t('api.key')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        error={error}
      />
      <details className="api-advanced" open={settings.baseUrl !== GOLF_COURSE_API_BASE_URL}>
        <summary>{t('api.advanced')}</summary>
        <UrlField
          label={t('api.baseUrl')}
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          description={t('api.baseUrlNote', { url: GOLF_COURSE_API_BASE_URL })}
        />
      </details>
      <div className="admin-actions">
        <button type="submit" className="button button-primary">
          {t('api.save')}
        </button>
        {hasKey && (
          <button type="button" className="button" onClick={forget}>
            {t('api.forget')}
          </button>
        )}
      </div>
    </form>
  );
}
