// /play: the golfer's tournament rounds of today (their cards in a tournament's matches), each one
// tap from its play screen, like any match round.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { teeTimeClock } from '../../domain/index.ts';
import { stampNow } from '../../data/clock.ts';
import { useScoreCardsBetween, useTournamentsOfUser } from '../../data/hooks/lists.ts';
import { dayRange } from '../../data/queries/time.ts';
import '../../golfers/card-list.css';

export function TournamentRoundsToday({ uid }: { uid: string }) {
  // Today by the server-corrected clock (data/clock.ts), as today's matches.
  const [range] = useState(() => dayRange(stampNow()));
  const cards = useScoreCardsBetween(range, uid).results.filter((c) => c.tournamentId !== '');
  const tournaments = useTournamentsOfUser(uid).results;
  if (cards.length === 0) return null;
  return (
    <section className="tournament-rounds-today" aria-labelledby="tournament-today-title">
      <h2 id="tournament-today-title">Tournament rounds today</h2>
      <ul className="card-list">
        {cards.map((c) => {
          const name = tournaments.find((t) => t.id === c.tournamentId)?.name ?? 'Tournament';
          return (
            <li key={c.id}>
              <Link to="/score-cards/$id/play" params={{ id: c.id }} aria-label={`Play ${name} at ${c.courseName}, ${teeTimeClock(c.date)}`}>
                <strong>{name}</strong>
                <span className="muted">
                  {teeTimeClock(c.date)} · {c.courseName} · {c.teeName}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
