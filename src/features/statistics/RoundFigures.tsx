// The figures of the rounds the filters keep: scoring, points lost to par, the full-round
// comparison, the long game, putting, short game, penalties, the score distribution, the trends
// and strokes gained. Every number comes from computeStatistics (src/domain/stats).
import { formatDistance, METRES_PER_YARD, PAR_TYPES, TEE_BASELINE_YARDS, type DistanceUnit, type Statistics } from '../../domain/index.ts';
import { BarChart, StackedBar, TrendLine } from '../../ui/charts/index.ts';
import { Figures } from './Figures.tsx';
import { DASH, num, oneDecimal, percentOf, shortDate, signed, twoDecimals } from './format.ts';
import { useT } from '../../i18n/catalog.ts';
import { statisticsText } from './i18n/index.ts';

/** The baseline's shortest and longest hole, in the golfer's unit: "100 yd" or "91 m". */
function baselineEnds(unit: DistanceUnit): [string, string] {
  const yards = (n: number | undefined) => formatDistance((n ?? 0) * METRES_PER_YARD, unit);
  return [yards(TEE_BASELINE_YARDS[0]), yards(TEE_BASELINE_YARDS[TEE_BASELINE_YARDS.length - 1])];
}

/** `unit`: the golfer's, for the lengths the strokes gained leave out. */
export function RoundFigures({ statistics, unit }: { statistics: Statistics; unit: DistanceUnit }) {
  const t = useT(statisticsText);
  const [shortest, longest] = baselineEnds(unit);
  const s = statistics.summary;
  const trends = statistics.trends;
  const labelled = <K extends keyof (typeof trends)[number]>(key: K) =>
    trends.map((p) => ({ label: shortDate(p.date), value: p[key] as number | null }));

  return (
    <>
      <Figures
        title={t('scoring.title')}
        intro={s.strokes.rounds < s.rounds ? t('scoring.intro', { count: s.strokes.rounds }) : undefined}
        figures={[
          { term: t('scoring.rounds'), value: num(s.rounds) },
          { term: t('scoring.avgPoints'), value: oneDecimal(s.stableford.average) },
          { term: t('scoring.bestPoints'), value: num(s.stableford.best) },
          { term: t('scoring.avgStrokes'), value: oneDecimal(s.strokes.average) },
          { term: t('scoring.bestStrokes'), value: num(s.strokes.best) },
        ]}
      />
      <Figures
        title={t('lost.title')}
        intro={t('lost.intro')}
        figures={[
          { term: t('lost.perRound'), value: oneDecimal(s.pointsLost.perRound) },
          ...PAR_TYPES.map((p) => ({
            term: t('parPerHole', { par: p }),
            value: twoDecimals(s.pointsLost.byPar[p].perHole),
          })),
        ]}
      >
        <BarChart
          title={t('lost.chart')}
          valueLabel={t('lost.value')}
          labelHeader={t('parHeader')}
          formatValue={(v) => twoDecimals(v)}
          bars={PAR_TYPES.flatMap((p) => {
            const v = s.pointsLost.byPar[p].perHole;
            return v === null ? [] : [{ label: t('par', { par: p }), value: v }];
          })}
        />
      </Figures>
      <Figures
        title={t('full.title')}
        intro={t('full.intro')}
        figures={[
          { term: t('full.strokes'), value: oneDecimal(s.scaled?.strokes) },
          { term: t('full.toPar'), value: s.scaled ? signed(s.scaled.toPar, 1) : DASH },
          { term: t('full.points'), value: oneDecimal(s.scaled?.stableford) },
          { term: t('full.lost'), value: oneDecimal(s.scaled?.pointsLost) },
        ]}
      />
      <Figures
        title={t('tee.title')}
        intro={t('tee.intro', { count: s.fairways.recorded })}
        figures={[
          { term: t('tee.hit'), value: percentOf(s.fairways.hitPercent, s.fairways.hit, s.fairways.recorded, t) },
          { term: t('tee.left'), value: percentOf(s.fairways.leftPercent, s.fairways.left, s.fairways.recorded, t) },
          { term: t('tee.right'), value: percentOf(s.fairways.rightPercent, s.fairways.right, s.fairways.recorded, t) },
        ]}
      />
      <Figures
        title={t('greens.title')}
        intro={
          s.putting.rounds < s.rounds ? t('greens.introSome', { count: s.putting.rounds }) : t('greens.introAll')
        }
        figures={[
          { term: t('greens.gir'), value: percentOf(s.gir.percent, s.gir.made, s.gir.chances, t) },
          { term: t('greens.perRound'), value: oneDecimal(s.putting.perRound) },
          { term: t('greens.perHole'), value: twoDecimals(s.putting.perHole) },
          { term: t('greens.perGir'), value: twoDecimals(s.putting.perGir) },
          { term: t('greens.one'), value: s.putting.rounds === 0 ? DASH : t('perRound', { total: num(s.putting.onePutts), perRound: oneDecimal(s.putting.onePuttsPerRound) }) },
          { term: t('greens.three'), value: s.putting.rounds === 0 ? DASH : t('perRound', { total: num(s.putting.threePutts), perRound: oneDecimal(s.putting.threePuttsPerRound) }) },
        ]}
      />
      <Figures
        title={t('short.title')}
        intro={t('short.intro')}
        figures={[
          { term: t('short.scrambling'), value: percentOf(s.scrambling.percent, s.scrambling.made, s.scrambling.chances, t) },
          { term: t('short.sand'), value: percentOf(s.sandSaves.percent, s.sandSaves.made, s.sandSaves.chances, t) },
          { term: t('short.penalties'), value: s.rounds === 0 ? DASH : t('perRound', { total: num(s.penalties.total), perRound: oneDecimal(s.penalties.perRound) }) },
        ]}
      />
      <section className="stats-group" aria-labelledby="stats-dist-title">
        <h3 id="stats-dist-title">{t('dist.title')}</h3>
        <StackedBar
          title={t('dist.chart', { holes: t('count.holes', { count: s.distribution.holes }) })}
          valueLabel={t('dist.value')}
          labelHeader={t('dist.label')}
          segments={[
            { label: t('dist.eagle'), value: s.distribution.eagleOrBetter },
            { label: t('dist.birdie'), value: s.distribution.birdie },
            { label: t('dist.par'), value: s.distribution.par },
            { label: t('dist.bogey'), value: s.distribution.bogey },
            { label: t('dist.double'), value: s.distribution.doubleOrWorse },
          ]}
        />
      </section>
      <section className="stats-group" aria-labelledby="stats-trends-title">
        <h3 id="stats-trends-title">{t('trends.title', { count: trends.length })}</h3>
        <TrendLine title={t('trends.points')} valueLabel={t('trends.pointsValue')} labelHeader={t('date')} points={labelled('stableford')} />
        <TrendLine
          title={t('trends.strokes')}
          valueLabel={t('trends.strokesValue')}
          labelHeader={t('date')}
          formatValue={(v) => oneDecimal(v)}
          points={labelled('scaledStrokes')}
        />
        <TrendLine title={t('trends.putts')} valueLabel={t('trends.puttsValue')} labelHeader={t('date')} points={labelled('putts')} />
      </section>
      <Figures
        title={t('sg.title')}
        intro={t('sg.intro', { holes: t('count.holes', { count: s.strokesGained.holes }), shortest, longest })}
        figures={[
          { term: t('sg.per18'), value: signed(s.strokesGained.per18) },
          { term: t('sg.perHole'), value: signed(s.strokesGained.perHole) },
          ...PAR_TYPES.map((p) => ({ term: t('parPerHole', { par: p }), value: signed(s.strokesGained.byPar[p].perHole) })),
        ]}
      >
        <BarChart
          title={t('sg.chart')}
          valueLabel={t('sg.value')}
          labelHeader={t('parHeader')}
          formatValue={(v) => signed(v)}
          bars={PAR_TYPES.flatMap((p) => {
            const v = s.strokesGained.byPar[p].perHole;
            return v === null ? [] : [{ label: t('par', { par: p }), value: v }];
          })}
        />
        <TrendLine
          title={t('sg.trend')}
          valueLabel={t('sg.trendValue')}
          labelHeader={t('date')}
          formatValue={(v) => signed(v)}
          points={labelled('strokesGained')}
        />
      </Figures>
    </>
  );
}
