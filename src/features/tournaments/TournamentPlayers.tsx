// The tournament's players: the chosen ones, each with a Remove button, and the player picker
// (src/golfers) to add registered golfers.
import { useMemo } from 'react';
import type { UserDoc } from '../../data/types.ts';
import type { TournamentPlayer } from '../../data/writes/tournaments.ts';
import { PlayerPicker } from '../../golfers/PlayerPicker.tsx';
import { useT } from '../../i18n/catalog.ts';
import { tournamentsText } from './i18n/index.ts';

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
  const t = useT(tournamentsText);
  const chosen = useMemo(() => new Set(players.map((p) => p.userId)), [players]);
  return (
    <fieldset className="player-picker">
      <legend>{t('players.legend', { count: players.length })}</legend>
      {players.length === 0 ? (
        <p className="muted">{t('players.none')}</p>
      ) : (
        <ul className="player-picker__chosen">
          {players.map((p) => (
            <li key={p.userId}>
              <span>{nameOf(p.userId)}</span>
              <button type="button" className="button" aria-label={t('players.removeName', { name: nameOf(p.userId) })} onClick={() => onChange(players.filter((x) => x.userId !== p.userId))}>
                {t('players.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <PlayerPicker profiles={profiles} taken={chosen} savedBy={savedBy} onAddGolfer={(p, name) => onChange([...players, { userId: p.id, name }])} />
    </fieldset>
  );
}
