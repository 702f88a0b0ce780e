// Strokes gained from the golfer's marked shots (docs/GOLF.md, "Strokes gained from marked shots"): per
// category (off the tee, approach, around the green, putting) over the rounds the filters keep, and for
// each of those rounds, every figure with the number of strokes it rests on. A figure resting on too few
// strokes says so instead of a number.
import { MIN_SHOTS_PER_FIGURE, SG_CATEGORIES, shotsGainedOf, shownGained, type CategoryGained, type MarkedHole, type SgCategory, type ShotsGainedSummary } from '../../domain/index.ts';
import { useT, type Translate } from '../../i18n/catalog.ts';
import { Figures } from './Figures.tsx';
import { shortDate, signed } from './format.ts';
import { statisticsText, type StatisticsKey } from './i18n/index.ts';

/** A round with marked shots: its card, when and where, and its holes as the shots read them. */
export interface MarkedRound {
  id: string;
  date: number;
  courseName: string;
  holes: readonly MarkedHole[];
}

const CATEGORY_KEYS: Record<SgCategory, StatisticsKey> = {
  offTheTee: 'shotsSg.offTheTee',
  approach: 'shotsSg.approach',
  aroundTheGreen: 'shotsSg.aroundTheGreen',
  putting: 'shotsSg.putting',
};

/** "+0.45 over 12 shots", or "Too few shots: 3 of 5". */
function figureText(t: Translate<StatisticsKey>, c: CategoryGained): string {
  const value = shownGained(c);
  if (value === null) return t('shotsSg.tooFew', { count: c.strokes, min: MIN_SHOTS_PER_FIGURE });
  return t('shotsSg.value', { value: signed(value), count: c.strokes });
}

function total(summary: ShotsGainedSummary): CategoryGained {
  return SG_CATEGORIES.reduce((sum, c) => ({ gained: sum.gained + summary.figures[c].gained, strokes: sum.strokes + summary.figures[c].strokes }), { gained: 0, strokes: 0 });
}

function figuresOf(t: Translate<StatisticsKey>, summary: ShotsGainedSummary) {
  return [
    ...SG_CATEGORIES.map((c) => ({ term: t(CATEGORY_KEYS[c]), value: figureText(t, summary.figures[c]) })),
    { term: t('shotsSg.total'), value: figureText(t, total(summary)) },
  ];
}

export function ShotsGained({ rounds }: { rounds: readonly MarkedRound[] }) {
  const t = useT(statisticsText);
  if (rounds.length === 0) return null;
  const period = shotsGainedOf(rounds.flatMap((r) => r.holes));
  return (
    <>
      <Figures
        title={t('shotsSg.title')}
        intro={
          <>
            {t('shotsSg.intro', { min: MIN_SHOTS_PER_FIGURE })}
            {period.holesLeftOut > 0 && ` ${t('shotsSg.leftOut', { count: period.holesLeftOut })}`}
          </>
        }
        figures={figuresOf(t, period)}
      />
      {rounds.map((r) => {
        const summary = shotsGainedOf(r.holes);
        return (
          <Figures
            key={r.id}
            title={t('shotsSg.round', { date: shortDate(r.date), course: r.courseName })}
            intro={summary.holesLeftOut > 0 ? t('shotsSg.leftOut', { count: summary.holesLeftOut }) : undefined}
            figures={figuresOf(t, summary)}
          />
        );
      })}
    </>
  );
}
