// /play: the golfer's tournament rounds of today (their cards in a tournament's matches), each one
// tap from its play screen, like any match round.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatTime, useLocale } from '../../i18n/formats.ts';
import { stampNow } from '../../data/clock.ts';
import { useScoreCardsBetween, useTournamentsOfUser } from '../../data/hooks/lists.ts';
import { dayRange } from '../../data/queries/time.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import '../../golfers/card-list.css';

export function TournamentRoundsToday({ uid }: { uid: string }) {
  const t = useT(playText);
  const locale = useLocale();
  // Today by the server-corrected clock (data/clock.ts), as today's matches.
  const [range] = useState(() => dayRange(stampNow()));
  const cards = useScoreCardsBetween(range, uid).results.filter((c) => c.tournamentId !== '');
  const tournaments = useTournamentsOfUser(uid).results;
  if (cards.length === 0) return null;
  return (
    <section className="tournament-rounds-today" aria-labelledby="tournament-today-title">
      <h2 id="tournament-today-title">{t('tournamentToday.title')}</h2>
      <ul className="card-list">
        {cards.map((c) => {
          const name = tournaments.find((t) => t.id === c.tournamentId)?.name ?? t('tournamentToday.tournament');
          return (
            <li key={c.id}>
              <Link to="/score-cards/$id/play" params={{ id: c.id }} aria-label={t('tournamentToday.play', { name, course: c.courseName, time: formatTime(c.date, locale) })}>
                <strong>{name}</strong>
                <span className="muted">
                  {formatTime(c.date, locale)} · {c.courseName} · {c.teeName}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
