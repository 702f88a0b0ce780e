// One tee time in full (day view): course, tournament, tee, players, format, and links to the match
// and to each score card.
import { Link } from '@tanstack/react-router';
import { teeTimeClock } from '../../domain/index.ts';
import { KIND_LABEL } from './kinds.ts';
import { formatLabel, type TeeTime } from './tee-times.ts';

/** "Match with friends", "Tournament round · Autumn Cup", "Round played alone". */
function kindText(teeTime: TeeTime): string {
  if (teeTime.kind === 'tournament') return [KIND_LABEL.tournament, teeTime.tournamentName].filter(Boolean).join(' · ');
  if (teeTime.kind === 'round') return teeTime.tournamentName ? `${KIND_LABEL.round} · ${teeTime.tournamentName}` : 'Round played alone';
  return 'Match with friends';
}

function cardLinkName(playerName: string): string {
  return playerName === 'You' ? 'Your score card' : `Score card of ${playerName}`;
}

export function TeeTimeDetails({ teeTime }: { teeTime: TeeTime }) {
  const isRound = teeTime.kind === 'round';
  const title = (
    <>
      <span className="tee-time__clock">{teeTimeClock(teeTime.date)}</span> <span>{teeTime.courseName}</span>
    </>
  );
  return (
    <article className={`tee-time tee-time--${teeTime.kind}`}>
      <h3 className="tee-time__title">
        {isRound ? (
          <Link to="/score-cards/$id" params={{ id: teeTime.id }} aria-label={teeTime.name}>
            {title}
          </Link>
        ) : (
          <Link to="/matches/$id" params={{ id: teeTime.id }} aria-label={teeTime.name}>
            {title}
          </Link>
        )}
      </h3>
      <dl className="tee-time__facts">
        <div>
          <dt>Type</dt>
          <dd>{kindText(teeTime)}</dd>
        </div>
        <div>
          <dt>Tee</dt>
          <dd>{teeTime.teeNames.length > 0 ? teeTime.teeNames.join(', ') : 'Not chosen yet'}</dd>
        </div>
        <div>
          <dt>Players</dt>
          <dd>{teeTime.players.length > 0 ? teeTime.players.join(', ') : 'Nobody has a card yet'}</dd>
        </div>
        <div>
          <dt>Format</dt>
          <dd>{formatLabel(teeTime)}</dd>
        </div>
      </dl>
      {!isRound && teeTime.cards.length > 0 && (
        <ul className="tee-time__cards" aria-label="Score cards">
          {teeTime.cards.map((card) => (
            <li key={card.id}>
              <Link to="/score-cards/$id" params={{ id: card.id }} className="tee-time__card">
                {cardLinkName(card.playerName)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
