// /statistics: the computed handicap index with its history and record, then the figures of the
// golfer's own rounds under the filters kept in the URL (period, course, tee type, holes,
// competitions). Statistics are computed by src/domain, memoised per filter key.
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { filterKey, matchesFilter } from '../../domain/index.ts';
import { cachedStatistics, warmRoundFigures } from '../../data/rounds-cache.ts';
import { useHandicapIndex } from '../../data/hooks/use-handicap-index.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { markedHoles, useMarksByCard } from '../../data/hooks/use-shot-marks.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { StatsFiltersForm } from '../../ui/stats-filters/StatsFiltersForm.tsx';
import { statsFilterOf } from '../../ui/stats-filters/stats-filter.ts';
import { hasStatsFilters, type StatsSearch } from '../../ui/stats-filters/stats-search.ts';
import { HandicapSection } from './HandicapSection.tsx';
import { RoundFigures } from './RoundFigures.tsx';
import { ShotsGained, type MarkedRound } from './ShotsGained.tsx';
import { useT } from '../../i18n/catalog.ts';
import { filtersText } from '../../ui/stats-filters/i18n/index.ts';
import { statisticsText } from './i18n/index.ts';
import './statistics.css';
import '../../ui/stats-filters/stats-filters.css';

export interface StatisticsPageProps {
  search: StatsSearch;
  onSearchChange: (search: StatsSearch) => void;
}

export function StatisticsPage({ search, onSearchChange }: StatisticsPageProps) {
  const t = useT(statisticsText);
  // The filters' period error (stats-search.ts) is the generic components' text: ready before it is said.
  useT(filtersText);
  const uid = useSessionUid();
  const { computed, inUse, mine, loading } = useHandicapIndex(uid);
  const unit = useDistanceUnit(uid);
  const { rounds, cards, courses, error } = mine;
  const parsed = statsFilterOf(search);
  const key = parsed.filter ? filterKey(parsed.filter) : null;
  // Kept per list of rounds and filter key, from each round's kept figures (src/data/rounds-cache.ts).
  const statistics = useMemo(() => (parsed.filter ? cachedStatistics(rounds, parsed.filter) : null), [rounds, key]); // eslint-disable-line react-hooks/exhaustive-deps -- memoised per filterKey: the filter object is rebuilt from the URL on every render
  // Every round's figures, computed while the page is idle: a change of filter then only adds them up.
  useEffect(() => warmRoundFigures(rounds), [rounds]);
  const cardsById = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  // The rounds the filters keep that have marked shots, newest first (docs/GOLF.md, "Strokes gained from
  // marked shots").
  const marksByCard = useMarksByCard(uid);
  const markedRounds = useMemo((): MarkedRound[] => {
    if (!parsed.filter) return [];
    const filter = parsed.filter;
    const courseById = new Map(courses.map((c) => [c.id, c]));
    return rounds.flatMap((round) => {
      const card = cardsById.get(round.id);
      const marks = marksByCard.get(round.id);
      if (!card || !marks || !matchesFilter(round, filter)) return [];
      const holes = markedHoles(card, marks, courseById);
      return holes.length === 0 ? [] : [{ id: card.id, date: card.date, courseName: card.courseName, holes }];
    });
  }, [rounds, cardsById, marksByCard, courses, key]); // eslint-disable-line react-hooks/exhaustive-deps -- the filter by its key
  // The courses the golfer played, for the course filter (by name).
  const played = useMemo(() => {
    const ids = new Set(cards.map((c) => c.courseId));
    const named = courses.filter((c) => ids.has(c.id)).map((c) => ({ id: c.id, name: c.name }));
    for (const c of cards) if (!named.some((n) => n.id === c.courseId)) named.push({ id: c.courseId, name: c.courseName });
    return named;
  }, [cards, courses]);

  return (
    <section className="page statistics-page" aria-labelledby="stats-title">
      <h1 id="stats-title">{t('page.title')}</h1>
      {error && (
        <p role="alert" className="alert alert-error">
          {t('page.readError', { error })}
        </p>
      )}
      {loading ? null : cards.length === 0 ? (
        <p className="notice">
          {t('page.noRounds')} <Link to="/play">{t('page.play')}</Link> {t('page.noRoundsAfter')}
        </p>
      ) : (
        <>
          <HandicapSection computed={computed} inUse={inUse} cardsById={cardsById} />
          <section className="stats-section" aria-labelledby="stats-rounds-title">
            <h2 id="stats-rounds-title">{t('page.yourRounds')}</h2>
            <p className="muted">{t('page.filtersNote')}</p>
            <StatsFiltersForm value={search} onChange={onSearchChange} courses={played} periodError={parsed.error} />
            {statistics === null ? null : statistics.summary.rounds === 0 ? (
              <p className="notice" role="status">
                {hasStatsFilters(search) ? t('page.noMatch') : t('page.nonePlayed')}
              </p>
            ) : (
              <>
                <RoundFigures statistics={statistics} unit={unit} />
                <ShotsGained rounds={markedRounds} />
              </>
            )}
          </section>
        </>
      )}
    </section>
  );
}
