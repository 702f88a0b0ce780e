// /score-cards: the golfer's cards with filters and sort (those that count in their record: an
// invitation not accepted yet waits on the dashboard).
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useScoreCardsOfUser } from '../../data/hooks/lists.ts';
import { recordOf } from '../../data/hooks/use-my-rounds.ts';
import { CardList } from '../../golfers/CardList.tsx';
import { useSessionUid } from '../../session/use-session.ts';
import { CardFiltersForm } from './CardFiltersForm.tsx';
import { coursesOf, dateRangeProblem, filterCards, NO_FILTERS, type CardFilters } from './filters.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';
import './score-cards.css';

export function ScoreCardListPage() {
  const t = useT(scoreCardsText);
  const uid = useSessionUid();
  const { results, loading, error } = useScoreCardsOfUser(uid);
  const cards = useMemo(() => recordOf(results, uid), [results, uid]);
  const [filters, setFilters] = useState<CardFilters>(NO_FILTERS);
  const shown = useMemo(() => filterCards(cards, filters), [cards, filters]);
  const courses = useMemo(() => coursesOf(cards), [cards]);

  return (
    <section className="page" aria-labelledby="cards-title">
      <h1 id="cards-title">{t('list.title')}</h1>
      <p>
        <Link to="/play" className="button button-primary">
          {t('list.start')}
        </Link>
      </p>
      {error && (
        <p role="alert" className="alert alert-error">
          {t('list.readError', { error })}
        </p>
      )}
      {!loading && cards.length === 0 && !error && <p>{t('list.none')}</p>}
      {cards.length > 0 && (
        <>
          <CardFiltersForm value={filters} courses={courses} onChange={setFilters} />
          {dateRangeProblem(filters) ? (
            <p className="alert alert-error" role="alert">
              {dateRangeProblem(filters)}
            </p>
          ) : (
            <p className="muted" role="status">
              {shown.length === cards.length ? t('list.rounds', { count: cards.length }) : t('list.someRounds', { shown: shown.length, count: cards.length })}
            </p>
          )}
          <CardList cards={shown} detailed />
        </>
      )}
    </section>
  );
}
