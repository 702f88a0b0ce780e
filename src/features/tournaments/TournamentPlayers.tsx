// The tournament's players: the chosen ones, each with a Remove button, and the player picker
// (src/golfers) to add registered golfers.
import { useMemo } from 'react';
import type { UserDoc } from '../../data/types.ts';
import type { TournamentPlayer } from '../../data/writes/tournaments.ts';
import { PlayerPicker } from '../../golfers/PlayerPicker.tsx';

export interface TournamentPlayersProps {
  profiles: readonly UserDoc[];
  players: readonly TournamentPlayer[];
  onChange: (players: TournamentPlayer[]) => void;
  /** The organizer is not listed among those to add (they organize, and may add themselves). */
  nameOf: (uid: string) => string;
  /** The organizer, who saves a golfer chosen on the server (the search is offered then). */
  savedBy?: string;
}

export function TournamentPlayers({ profiles, players, onChange, nameOf, savedBy }: TournamentPlayersProps) {
  const chosen = useMemo(() => new Set(players.map((p) => p.userId)), [players]);
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
      <PlayerPicker profiles={profiles} taken={chosen} savedBy={savedBy} onAddGolfer={(p, name) => onChange([...players, { userId: p.id, name }])} />
    </fieldset>
  );
}
