// /courses/$id/stats: the signed-in golfer's rounds on this course, averaged hole by hole by the
// domain (holeAverages): strokes, putts, Stableford points, fairways and greens hit; filtered as
// /statistics is (period, tee type, 9/18 holes, competitions), the filters kept in the URL.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { countsInRecord } from '@/data/card-rights.ts';
import { useScoreCardsOfCourse } from '@/data/hooks/lists.ts';
import { cachedRoundOnTee } from '@/data/rounds-cache.ts';
import type { CourseDoc } from '@/data/types.ts';
import { filterKey, holeAverages, matchesFilter } from '@/domain/index.ts';
import { ScrollRegion } from '@/ui/ScrollRegion.tsx';
import { StatsFiltersForm } from '@/ui/stats-filters/StatsFiltersForm.tsx';
import { statsFilterOf } from '@/ui/stats-filters/stats-filter.ts';
import { hasStatsFilters, type StatsSearch } from '@/ui/stats-filters/stats-search.ts';
import { useT } from '@/i18n/catalog.ts';
import { formatNumber, useLocale } from '@/i18n/formats.ts';
import { coursesText } from '../i18n/index.ts';
import { useCourseAccess } from '../use-course-access.ts';
import '../courses.css';

const DASH = '–';
/** "4.3" / "4,3": an average in the golfer's locale. */
const oneDecimal = (n: number | null, locale: string) => (n === null ? DASH : formatNumber(n, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
/** "62%" / "62 %": a whole percent in the golfer's locale. */
const percent = (n: number | null, locale: string) => (n === null ? DASH : formatNumber(Math.round(n) / 100, locale, { style: 'percent' }));

export interface CourseStatsPageProps {
  course: CourseDoc;
  search?: StatsSearch;
  onSearchChange?: (search: StatsSearch) => void;
}

export function CourseStatsPage({ course, search = {}, onSearchChange }: CourseStatsPageProps) {
  const t = useT(coursesText);
  const { uid } = useCourseAccess();
  return (
    <section className="page course-stats" aria-labelledby="stats-title">
      <p>
        <Link to="/courses/$id" params={{ id: course.id }}>
          ← {course.name}
        </Link>
      </p>
      <h1 id="stats-title">{t('stats.title', { name: course.name })}</h1>
      <CourseStats course={course} uid={uid} search={search} onSearchChange={onSearchChange} />
    </section>
  );
}

export interface CourseStatsProps {
  course: Pick<CourseDoc, 'id' | 'tees'>;
  uid: string;
  search?: StatsSearch;
  /** Without it the filters are not shown. */
  onSearchChange?: (search: StatsSearch) => void;
}

/** The averages of the golfer `uid` on the course (the page passes the signed-in golfer). */
export function CourseStats({ course, uid, search = {}, onSearchChange }: CourseStatsProps) {
  const t = useT(coursesText);
  const locale = useLocale();
  const { results, loading, error } = useScoreCardsOfCourse(course.id);
  const own = useMemo(() => results.filter((c) => countsInRecord(c, uid)), [results, uid]);
  // The course's own page: a course filter in the URL is not this one's to apply.
  const parsed = statsFilterOf({ ...search, course: undefined });
  const key = parsed.filter ? filterKey(parsed.filter) : null;
  const mine = useMemo(() => {
    if (!parsed.filter) return [];
    const filter = parsed.filter;
    const tees = new Map((course.tees ?? []).map((t) => [t.id, t]));
    // A card's round is kept by the card and tee objects (src/data/rounds-cache.ts): /statistics and each
    // change of filter here find it made.
    return own.filter((c) => matchesFilter(cachedRoundOnTee(c, tees.get(c.teeId)), filter));
  }, [own, course.tees, key]); // eslint-disable-line react-hooks/exhaustive-deps -- memoised per filterKey: the filter object is rebuilt from the URL on every render
  const averages = useMemo(() => holeAverages(mine.map((c) => ({ holes: c.holes }))), [mine]);
  const filtered = hasStatsFilters({ ...search, course: undefined });

  return (
    <>
      {error && (
        <p role="alert" className="alert alert-error">
          {t('stats.readFailed', { error })}
        </p>
      )}
      {onSearchChange && own.length > 0 && (
        <StatsFiltersForm value={{ ...search, course: undefined }} onChange={onSearchChange} periodError={parsed.error} />
      )}
      {!loading && !error && own.length === 0 && (
        <p className="notice">{t('stats.none')}</p>
      )}
      {!loading && !error && own.length > 0 && mine.length === 0 && parsed.filter && filtered && (
        <p className="notice" role="status">
          {t('stats.noMatch')}
        </p>
      )}
      {mine.length > 0 && (
        <>
          <p>{t('stats.intro', { count: mine.length })}</p>
          <ScrollRegion className="table-scroll" label={t('stats.caption')}>
            <table className="table holes-table stats-table">
              <caption className="visually-hidden">{t('stats.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats.hole')}</th>
                  <th scope="col">{t('stats.par')}</th>
                  <th scope="col">{t('stats.rounds')}</th>
                  <th scope="col">{t('stats.strokes')}</th>
                  <th scope="col">{t('stats.putts')}</th>
                  <th scope="col">{t('stats.points')}</th>
                  <th scope="col">{t('stats.fairway')}</th>
                  <th scope="col">
                    <abbr title={t('stats.girTitle')}>{t('stats.gir')}</abbr>
                  </th>
                </tr>
              </thead>
              <tbody>
                {averages.map((a) => (
                  <tr key={a.number}>
                    <th scope="row">{a.number}</th>
                    <td>{a.par}</td>
                    <td>{a.rounds}</td>
                    <td>{oneDecimal(a.strokes, locale)}</td>
                    <td>{oneDecimal(a.putts, locale)}</td>
                    <td>{oneDecimal(a.stableford, locale)}</td>
                    <td>{percent(a.fairwayHitPercent, locale)}</td>
                    <td>{percent(a.girPercent, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </>
  );
}
