// The figures of the rounds the filters keep: scoring, points lost to par, the full-round
// comparison, the long game, putting, short game, penalties, the score distribution, the trends
// and strokes gained. Every number comes from computeStatistics (src/domain/stats).
import { formatDistance, METRES_PER_YARD, PAR_TYPES, TEE_BASELINE_YARDS, type DistanceUnit, type Statistics } from '../../domain/index.ts';
import { BarChart, StackedBar, TrendLine } from '../../ui/charts/index.ts';
import { Figures } from './Figures.tsx';
import { DASH, num, oneDecimal, percentOf, plural, shortDate, signed, twoDecimals } from './format.ts';


/** The baseline's shortest and longest hole, in the golfer's unit: "100 yd" or "91 m". */
function baselineEnds(unit: DistanceUnit): [string, string] {
  const yards = (n: number | undefined) => formatDistance((n ?? 0) * METRES_PER_YARD, unit);
  return [yards(TEE_BASELINE_YARDS[0]), yards(TEE_BASELINE_YARDS[TEE_BASELINE_YARDS.length - 1])];
}

/** `unit`: the golfer's, for the lengths the strokes gained leave out. */
export function RoundFigures({ statistics, unit }: { statistics: Statistics; unit: DistanceUnit }) {
  const [shortest, longest] = baselineEnds(unit);
  const s = statistics.summary;
  const t = statistics.trends;
  const labelled = <K extends keyof (typeof t)[number]>(key: K) =>
    t.map((p) => ({ label: shortDate(p.date), value: p[key] as number | null }));

  return (
    <>
      <Figures
        title="Scoring"
        intro={s.strokes.rounds < s.rounds ? `Strokes count the ${plural(s.strokes.rounds, 'round')} with every hole played.` : undefined}
        figures={[
          { term: 'Rounds played', value: num(s.rounds) },
          { term: 'Average Stableford points', value: oneDecimal(s.stableford.average) },
          { term: 'Best Stableford points', value: num(s.stableford.best) },
          { term: 'Average strokes', value: oneDecimal(s.strokes.average) },
          { term: 'Best strokes', value: num(s.strokes.best) },
        ]}
      />
      <Figures
        title="Points lost to par"
        intro="Stableford points lost against par without strokes received: up to 2 a hole, par 3s weighted 0.94."
        figures={[
          { term: 'Per round', value: oneDecimal(s.pointsLost.perRound) },
          ...PAR_TYPES.map((p) => ({
            term: `Par ${p}, per hole`,
            value: twoDecimals(s.pointsLost.byPar[p].perHole),
          })),
        ]}
      >
        <BarChart
          title="Points lost per hole by par"
          valueLabel="Points lost per hole"
          labelHeader="Par"
          formatValue={(v) => v.toFixed(2)}
          bars={PAR_TYPES.flatMap((p) => {
            const v = s.pointsLost.byPar[p].perHole;
            return v === null ? [] : [{ label: `Par ${p}`, value: v }];
          })}
        />
      </Figures>
      <Figures
        title="As a full round"
        intro="Each round scaled to a full round of par 72 (Golf tees) or 54 (PAR3 and pitch and putt): strokes by par, points by holes."
        figures={[
          { term: 'Strokes', value: oneDecimal(s.scaled?.strokes) },
          { term: 'To par', value: s.scaled ? signed(s.scaled.toPar, 1) : DASH },
          { term: 'Stableford points', value: oneDecimal(s.scaled?.stableford) },
          { term: 'Points lost to par', value: oneDecimal(s.scaled?.pointsLost) },
        ]}
      />
      <Figures
        title="Off the tee"
        intro={`Par 4 and 5 holes with the tee shot recorded: ${s.fairways.recorded}.`}
        figures={[
          { term: 'Fairways hit', value: percentOf(s.fairways.hitPercent, s.fairways.hit, s.fairways.recorded) },
          { term: 'Missed left', value: percentOf(s.fairways.leftPercent, s.fairways.left, s.fairways.recorded) },
          { term: 'Missed right', value: percentOf(s.fairways.rightPercent, s.fairways.right, s.fairways.recorded) },
        ]}
      />
      <Figures
        title="Greens and putting"
        intro={
          s.putting.rounds < s.rounds
            ? `Over the ${plural(s.putting.rounds, 'round')} with putts recorded, holes holed out.`
            : 'Over the holes holed out.'
        }
        figures={[
          { term: 'Greens in regulation', value: percentOf(s.gir.percent, s.gir.made, s.gir.chances) },
          { term: 'Putts per round', value: oneDecimal(s.putting.perRound) },
          { term: 'Putts per hole', value: twoDecimals(s.putting.perHole) },
          { term: 'Putts per green hit', value: twoDecimals(s.putting.perGir) },
          { term: '1-putts', value: s.putting.rounds === 0 ? DASH : `${s.putting.onePutts} (${oneDecimal(s.putting.onePuttsPerRound)} a round)` },
          { term: '3-putts', value: s.putting.rounds === 0 ? DASH : `${s.putting.threePutts} (${oneDecimal(s.putting.threePuttsPerRound)} a round)` },
        ]}
      />
      <Figures
        title="Short game and penalties"
        intro="Scrambling: par or better after missing the green in regulation; sand saves: the same with a bunker shot on the hole."
        figures={[
          { term: 'Scrambling', value: percentOf(s.scrambling.percent, s.scrambling.made, s.scrambling.chances) },
          { term: 'Sand saves', value: percentOf(s.sandSaves.percent, s.sandSaves.made, s.sandSaves.chances) },
          { term: 'Penalties', value: s.rounds === 0 ? DASH : `${s.penalties.total} (${oneDecimal(s.penalties.perRound)} a round)` },
        ]}
      />
      <section className="stats-group" aria-labelledby="stats-dist-title">
        <h3 id="stats-dist-title">Scores</h3>
        <StackedBar
          title={`Score distribution over ${plural(s.distribution.holes, 'hole')}`}
          valueLabel="Holes"
          labelHeader="Score"
          segments={[
            { label: 'Eagle or better', value: s.distribution.eagleOrBetter },
            { label: 'Birdie', value: s.distribution.birdie },
            { label: 'Par', value: s.distribution.par },
            { label: 'Bogey', value: s.distribution.bogey },
            { label: 'Double bogey or worse', value: s.distribution.doubleOrWorse },
          ]}
        />
      </section>
      <section className="stats-group" aria-labelledby="stats-trends-title">
        <h3 id="stats-trends-title">Trends over the last {plural(t.length, 'round')}</h3>
        <TrendLine title="Stableford points per round" valueLabel="Points" labelHeader="Date" points={labelled('stableford')} />
        <TrendLine
          title="Strokes as a full round"
          valueLabel="Strokes (par 72 / 54)"
          labelHeader="Date"
          formatValue={(v) => v.toFixed(1)}
          points={labelled('scaledStrokes')}
        />
        <TrendLine title="Putts per round" valueLabel="Putts" labelHeader="Date" points={labelled('putts')} />
      </section>
      <Figures
        title="Strokes gained"
        intro={
          <>
            Measured against a tour-average baseline from the tee (Broadie), from hole scores only: for each hole, the
            strokes a PGA TOUR player averages from a tee of its length (Mark Broadie, 2012) minus the strokes you took.
            Above 0 is better than the tour; it cannot be split into driving, approach and putting. Holes without a
            distance, or shorter than {shortest} or longer than {longest}, are left out ({plural(s.strokesGained.holes, 'hole')} measured).
          </>
        }
        figures={[
          { term: 'Per 18 holes', value: signed(s.strokesGained.per18) },
          { term: 'Per hole', value: signed(s.strokesGained.perHole) },
          ...PAR_TYPES.map((p) => ({ term: `Par ${p}, per hole`, value: signed(s.strokesGained.byPar[p].perHole) })),
        ]}
      >
        <BarChart
          title="Strokes gained per hole by par"
          valueLabel="Strokes gained per hole"
          labelHeader="Par"
          formatValue={(v) => signed(v)}
          bars={PAR_TYPES.flatMap((p) => {
            const v = s.strokesGained.byPar[p].perHole;
            return v === null ? [] : [{ label: `Par ${p}`, value: v }];
          })}
        />
        <TrendLine
          title="Strokes gained per round"
          valueLabel="Strokes gained"
          labelHeader="Date"
          formatValue={(v) => signed(v)}
          points={labelled('strokesGained')}
        />
      </Figures>
    </>
  );
}
