// The OpenStreetMap server this device asks: the public Overpass instance, or another one (a mirror, a
// club's own, a test server) typed here (docs/ADMINISTRATION.md, "OpenStreetMap (Overpass)").
import { useState, type FormEvent } from 'react';
import { baseUrlProblem, forgetOverpassSettings, OVERPASS_URL, saveOverpassSettings, type OverpassSettings } from '@/osm/index.ts';
import { UrlField } from '@/ui/UrlField.tsx';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';

export function OverpassSettingsForm({ settings, onChange }: { settings: OverpassSettings; onChange: (s: OverpassSettings) => void }) {
  const t = useT(coursesText);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [error, setError] = useState<string | undefined>();
  const custom = settings.baseUrl !== OVERPASS_URL;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const url = baseUrl.trim() || OVERPASS_URL;
    const problem = baseUrlProblem(url);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    saveOverpassSettings({ baseUrl: url });
    onChange({ baseUrl: url });
  };

  const reset = () => {
    forgetOverpassSettings();
    setBaseUrl(OVERPASS_URL);
    setError(undefined);
    onChange({ baseUrl: OVERPASS_URL });
  };

  return (
    <details className="osm-server" open={custom}>
      <summary>{t('osm.server')}</summary>
      <form className="form" onSubmit={save} aria-label={t('osm.server')} noValidate>
        <UrlField
          label={t('osm.server.address')}
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          error={error}
          description={t('osm.server.description', { url: OVERPASS_URL })}
        />
        <div className="osm-actions">
          <button type="submit" className="button">
            {t('osm.server.save')}
          </button>
          {custom && (
            <button type="button" className="button" onClick={reset}>
              {t('osm.server.public')}
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
