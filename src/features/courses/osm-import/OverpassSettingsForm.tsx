// The OpenStreetMap server this device asks: the public Overpass instance, or another one (a mirror, a
// club's own, a test server) typed here (docs/ADMINISTRATION.md, "OpenStreetMap (Overpass)"). An address
// the app's Content-Security-Policy does not list is refused here, with what to do, not saved to fail
// later as a network error (src/ui/connect-policy.ts).
import { useState, type FormEvent } from 'react';
import { forgetOverpassSettings, isServerAddress, OVERPASS_URL, saveOverpassSettings, type OverpassSettings } from '@/osm/index.ts';
import { originOf, pageMayConnect } from '@/ui/connect-policy.ts';
import { UrlField } from '@/ui/UrlField.tsx';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';

export function OverpassSettingsForm({ settings, onChange }: { settings: OverpassSettings; onChange: (s: OverpassSettings) => void }) {
  const t = useT(coursesText);
  // Why the app cannot use an address, or undefined when it can.
  const problem = (url: string): string | undefined => {
    const origin = originOf(url);
    if (!isServerAddress(url) || origin === null) return t('osm.server.badUrl', { url: OVERPASS_URL });
    if (!pageMayConnect(url)) return t('osm.server.notAllowed', { origin });
    return undefined;
  };
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  // A server saved before the app's list changed is named at once, not at the next search.
  const [error, setError] = useState<string | undefined>(() => problem(settings.baseUrl));
  const custom = settings.baseUrl !== OVERPASS_URL;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const url = baseUrl.trim() || OVERPASS_URL;
    const refused = problem(url);
    if (refused) {
      setError(refused);
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
