import { useState, type FormEvent } from 'react';
import { forgetGolfCourseApiSettings, GOLF_COURSE_API_BASE_URL, saveGolfCourseApiSettings, type GolfCourseApiSettings } from '../../golf-course-api/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import './admin.css';

/** The golfcourseapi.com key, kept on this device only, and the base URL under "Advanced". */
export function ApiSettingsForm({ settings, onChange }: { settings: GolfCourseApiSettings; onChange: (s: GolfCourseApiSettings) => void }) {
  const [apiKey, setApiKey] = useState(settings.apiKey);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [error, setError] = useState<string | undefined>();
  const hasKey = settings.apiKey !== '';

  const save = (event: FormEvent) => {
    event.preventDefault();
    const url = baseUrl.trim() || GOLF_COURSE_API_BASE_URL;
    if (!/^https?:\/\/[^\s]+$/i.test(url)) {
      setError('The base URL starts with https:// (or http://), for example https://api.golfcourseapi.com.');
      return;
    }
    if (apiKey.trim() === '') {
      setError('Enter the API key of golfcourseapi.com.');
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
      <h2 id="api-settings-title">golfcourseapi.com key</h2>
      <p className="muted">
        {hasKey
          ? `A key ending in …${settings.apiKey.slice(-4)} is kept on this device.`
          : 'Enter your golfcourseapi.com key once: it is kept on this device only, never sent anywhere but to the golf course API.'}
      </p>
      <TextField
        label="API key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        error={error}
      />
      <details className="api-advanced" open={settings.baseUrl !== GOLF_COURSE_API_BASE_URL}>
        <summary>Advanced</summary>
        <TextField
          label="Base URL"
          type="url"
          inputMode="url"
          spellCheck={false}
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          description={`The golf course API's address, without /v1 (${GOLF_COURSE_API_BASE_URL} by default).`}
        />
      </details>
      <div className="admin-actions">
        <button type="submit" className="button button-primary">
          Save key
        </button>
        {hasKey && (
          <button type="button" className="button" onClick={forget}>
            Forget key
          </button>
        )}
      </div>
    </form>
  );
}
