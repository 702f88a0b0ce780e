// The OpenStreetMap server this device asks: the public Overpass instance, or another one (a mirror, a
// club's own, a test server) typed here (docs/ADMINISTRATION.md, "OpenStreetMap (Overpass)").
import { useState, type FormEvent } from 'react';
import { baseUrlProblem, forgetOverpassSettings, OVERPASS_URL, saveOverpassSettings, type OverpassSettings } from '@/osm/index.ts';
import { TextField } from '@/ui/TextField.tsx';

export function OverpassSettingsForm({ settings, onChange }: { settings: OverpassSettings; onChange: (s: OverpassSettings) => void }) {
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
      <summary>OpenStreetMap server</summary>
      <form className="form" onSubmit={save} aria-label="OpenStreetMap server" noValidate>
        <TextField
          label="Overpass server address"
          type="url"
          inputMode="url"
          spellCheck={false}
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          error={error}
          description={`Where courses are looked up: the public server ${OVERPASS_URL} unless you use another one.`}
        />
        <div className="osm-actions">
          <button type="submit" className="button">
            Save server
          </button>
          {custom && (
            <button type="button" className="button" onClick={reset}>
              Use the public server
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
