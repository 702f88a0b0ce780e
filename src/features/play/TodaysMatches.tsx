// On /play: today's matches of the signed-in golfer, to start or resume scoring the group (the
// marker) or their own card (another player: the group screen shows the others read-only).
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { dayRange, todayIso } from '../../domain/index.ts';
import { useDomainWords } from '../../data/domain-words.ts';
import { formatTime, useLocale } from '../../i18n/formats.ts';
import { markerOf } from '../../data/card-rights.ts';
import { stampNow } from '../../data/clock.ts';
import { useLiveList } from '../../data/hooks/lists.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserData } from '../../data/hooks/documents.ts';
import { scoreCardsBetween } from '../../data/queries/scorecards.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { currentInPlay } from '../../data/writes/users.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import './todays-matches.css';

export function TodaysMatches() {
  const t = useT(playText);
  const words = useDomainWords();
  const locale = useLocale();
  const uid = useSessionUid();
  const db = useGolfDatabase();
  // Today by the server-corrected clock: a phone whose clock is days off still finds today's matches.
  const [today] = useState(() => todayIso(stampNow()));
  const range = useMemo(() => dayRange(today), [today]);
  // The golfer's own cards of today that belong to a match: one per match, each opens the group screen.
  const { results } = useLiveList(useMemo(() => scoreCardsBetween(db, { from: range.start, to: range.end }, uid), [db, range, uid]));
  const { userData } = useUserData(uid);
  const inPlay = currentInPlay(userData);
  const cards = useMemo(() => {
    const byMatch = new Map<string, ScoreCardDoc>();
    for (const c of results) if (c.matchId !== '' && !byMatch.has(c.matchId)) byMatch.set(c.matchId, c);
    return [...byMatch.values()];
  }, [results]);
  const { results: matchDocs } = useLiveList(useMemo(() => db.matches.find({ selector: { id: { $in: cards.map((c) => c.matchId) } } }), [db, cards]));
  if (cards.length === 0) return null;
  const modeOf = new Map(matchDocs.map((m) => [m.id, m.playMode]));
  const marks = new Set(matchDocs.filter((m) => markerOf(m) === uid).map((m) => m.id));
  return (
    <section aria-labelledby="todays-matches-title" className="page todays-matches">
      <h2 id="todays-matches-title">{t('today.title')}</h2>
      <ul>
        {cards.map((c) => {
          const resume = inPlay?.scoreCardId === c.id;
          const mode = modeOf.get(c.matchId);
          return (
            <li key={c.matchId}>
              <Link to="/score-cards/$id/play" params={{ id: c.id }} className="button button-large todays-matches__item">
                {resume
                  ? t('today.resume', { number: (inPlay?.currentHole ?? 0) + 1, time: formatTime(c.date, locale), course: c.courseName })
                  : t(marks.has(c.matchId) ? 'today.scoreGroup' : 'today.scoreMine', { time: formatTime(c.date, locale), course: c.courseName })}
                {mode ? ` · ${words.playMode(mode)}` : ''}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
