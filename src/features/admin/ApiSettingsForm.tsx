import { useState, type FormEvent } from 'react';
import { forgetGolfCourseApiSettings, GOLF_COURSE_API_BASE_URL, saveGolfCourseApiSettings, type GolfCourseApiSettings } from '../../golf-course-api/index.ts';
import { originOf, pageMayConnect } from '../../ui/connect-policy.ts';
import { TextField } from '../../ui/TextField.tsx';
import { UrlField } from '../../ui/UrlField.tsx';
import './admin.css';
import { useT } from '../../i18n/catalog.ts';
import { adminText } from './i18n/index.ts';

/**
 * The golfcourseapi.com key, kept on this device only, and the base URL under "Advanced": an address the
 * app's Content-Security-Policy does not list (a proxy the build was not told of) is refused with what to
 * do (src/ui/connect-policy.ts), not saved to fail at the first search.
 */
export function ApiSettingsForm({ settings, onChange }: { settings: GolfCourseApiSettings; onChange: (s: GolfCourseApiSettings) => void }) {
  const t = useT(adminText);
  // Why the app cannot use a base URL, or undefined when it can.
  const urlProblem = (url: string): string | undefined => {
    const origin = originOf(url);
    if (!/^https?:\/\/[^\s]+$/i.test(url) || origin === null) return t('api.badUrl');
    if (!pageMayConnect(url)) return t('api.notAllowed', { origin });
    return undefined;
  };
  const [apiKey, setApiKey] = useState(settings.apiKey);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [keyError, setKeyError] = useState<string | undefined>();
  // A base URL saved before the app's list changed is named at once, not at the next search.
  const [urlError, setUrlError] = useState<string | undefined>(() => urlProblem(settings.baseUrl));
  const hasKey = settings.apiKey !== '';

  const save = (event: FormEvent) => {
    event.preventDefault();
    const url = baseUrl.trim() || GOLF_COURSE_API_BASE_URL;
    const refused = urlProblem(url);
    setUrlError(refused);
    if (refused) return;
    if (apiKey.trim() === '') {
      setKeyError(t('api.noKey'));
      return;
    }
    setKeyError(undefined);
    const next = { apiKey: apiKey.trim(), baseUrl: url };
    saveGolfCourseApiSettings(next);
    onChange(next);
  };

  const forget = () => {
    forgetGolfCourseApiSettings();
    setApiKey('');
    setBaseUrl(GOLF_COURSE_API_BASE_URL);
    setKeyError(undefined);
    setUrlError(undefined);
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
        error={keyError}
      />
      <details className="api-advanced" open={settings.baseUrl !== GOLF_COURSE_API_BASE_URL || urlError !== undefined}>
        <summary>{t('api.advanced')}</summary>
        <UrlField
          label={t('api.baseUrl')}
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          error={urlError}
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
