// Players picked from the public profiles: the chosen ones, each with a Remove button, and a search
// over the others with an Add button each.
import { useId, useMemo, useState } from 'react';
import type { UserDoc } from '../../data/types.ts';
import type { TournamentPlayer } from '../../data/writes/tournaments.ts';
import { fullName } from '../../golfers/golfer-name.ts';

export interface PlayerPickerProps {
  profiles: readonly UserDoc[];
  players: readonly TournamentPlayer[];
  onChange: (players: TournamentPlayer[]) => void;
  /** The organizer is not listed among those to add (they organize, and may add themselves). */
  nameOf: (uid: string) => string;
}

export function PlayerPicker({ profiles, players, onChange, nameOf }: PlayerPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = new Set(players.map((p) => p.userId));
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (q === '') return [];
    return profiles
      .filter((p) => !chosen.has(p.id) && (fullName(p) ?? '').toLowerCase().includes(q))
      .sort((a, b) => (fullName(a) ?? '').localeCompare(fullName(b) ?? ''))
      .slice(0, 8);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chosen` follows `players`
  }, [profiles, players, query]);

  return (
    <fieldset className="player-picker">
      <legend>Players ({players.length})</legend>
      {players.length === 0 ? (
        <p className="muted">No players yet: find golfers by name below.</p>
      ) : (
        <ul className="player-picker__chosen">
          {players.map((p) => (
            <li key={p.userId}>
              <span>{nameOf(p.userId)}</span>
              <button type="button" className="button" aria-label={`Remove ${nameOf(p.userId)}`} onClick={() => onChange(players.filter((x) => x.userId !== p.userId))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-search`}>Find a golfer</label>
        <input id={`${id}-search`} type="search" value={query} placeholder="First or last name" onChange={(e) => setQuery(e.target.value)} />
      </div>
      {query.trim() !== '' && (
        <ul className="player-picker__found" aria-label="Golfers found">
          {matches.length === 0 && <li className="muted">No golfer named like “{query.trim()}”.</li>}
          {matches.map((p) => {
            const name = fullName(p) ?? 'Golfer';
            return (
              <li key={p.id}>
                <span>
                  {name} <span className="muted">· HCP {p.handicapGolf ?? p.handicap ?? 36}</span>
                </span>
                <button
                  type="button"
                  className="button"
                  aria-label={`Add ${name}`}
                  onClick={() => {
                    onChange([...players, { userId: p.id, name }]);
                    setQuery('');
                  }}
                >
                  Add
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
