// Adding players: registered golfers found by name among the public profiles this device holds, or a
// guest without an account (typed name; the guest's card belongs to the match's creator).
import { useId, useMemo, useState } from 'react';
import type { UserDoc } from '../../data/types.ts';
import { profileName } from '../../golfers/golfer-name.ts';

export interface PlayerPickerProps {
  profiles: readonly UserDoc[];
  /** Registered golfers already in the match. */
  taken: ReadonlySet<string>;
  onAddGolfer: (profile: UserDoc) => void;
  onAddGuest: (name: string) => void;
}

const MAX_RESULTS = 6;

export function PlayerPicker({ profiles, taken, onAddGolfer, onAddGuest }: PlayerPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const found = useMemo(() => {
    if (q.length < 2) return [];
    return profiles
      .filter((p) => !taken.has(p.id))
      .filter((p) => profileName(p).toLowerCase().includes(q))
      .sort((a, b) => profileName(a).localeCompare(profileName(b)))
      .slice(0, MAX_RESULTS);
  }, [profiles, taken, q]);

  return (
    <div className="player-picker">
      <div className="field">
        <label htmlFor={`${id}-find`}>Find a golfer</label>
        <input
          id={`${id}-find`}
          type="search"
          autoComplete="off"
          value={query}
          placeholder="Name"
          aria-describedby={`${id}-help`}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div id={`${id}-help`} className="field-description">
          Registered golfers by name; or add a guest without an account.
        </div>
      </div>
      {q.length >= 2 && (
        <ul className="player-picker__results" aria-label="Golfers found">
          {found.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="button"
                aria-label={`Add ${profileName(p)}`}
                onClick={() => {
                  onAddGolfer(p);
                  setQuery('');
                }}
              >
                <span>{profileName(p)}</span>
                <span className="muted">HCP {p.handicapGolf ?? p.handicap ?? 36}</span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="button"
              onClick={() => {
                onAddGuest(query.trim());
                setQuery('');
              }}
            >
              Add “{query.trim()}” as a guest
            </button>
          </li>
        </ul>
      )}
      {found.length === 0 && q.length >= 2 && (
        <p className="muted" role="status">
          No registered golfer on this phone matches “{query.trim()}”.
        </p>
      )}
    </div>
  );
}
