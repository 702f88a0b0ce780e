// The computed WHS handicap index: the figure, which handicap new rounds use, the index after each
// posted score (a line), and the 20 most recent differentials with the ones that count marked.
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { indexRule, SCORING_RECORD_SIZE, type HandicapAcceptance, type HandicapFromCards } from '../../domain/index.ts';
import type { HandicapInUse } from '../../data/hooks/use-handicap-index.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { TrendLine } from '../../ui/charts/index.ts';
import { num, oneDecimal, shortDate } from './format.ts';
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { statisticsText } from './i18n/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

type StatsT = Translate<KeyOf<typeof statisticsText>>;

const REASONS: Record<Exclude<HandicapAcceptance, 'acceptable'>, KeyOf<typeof statisticsText>> = {
  'pitch-and-putt': 'hcp.reason.pitchAndPutt',
  'unrated-tee': 'hcp.reason.unratedTee',
  'not-9-or-18-holes': 'hcp.reason.holes',
  'not-enough-holes': 'hcp.reason.tooFew',
};

export interface HandicapSectionProps {
  computed: HandicapFromCards;
  inUse: HandicapInUse;
  /** The golfer's cards by id, for the course names of the differentials. */
  cardsById: ReadonlyMap<string, Pick<ScoreCardDoc, 'courseName' | 'holes'>>;
}

function inUseText(inUse: HandicapInUse, t: StatsT): string {
  if (inUse.from === 'computed') return t('hcp.usesIndex');
  const handicap = num(inUse.value);
  if (inUse.computedMissing) return inUse.from === 'manual' ? t('hcp.untilManual', { handicap }) : t('hcp.untilDefault', { handicap });
  return t('hcp.usesManual', { handicap });
}

/** "the lowest of your 4 most recent differentials, less 1.0 while the record is short". */
function ruleText(rule: { use: number; adjustment: number } | null, recent: number, t: StatsT): string {
  if (!rule) return t('hcp.rule.none');
  const base = rule.use === 1 ? t('hcp.rule.lowest', { recent }) : t('hcp.rule.average', { use: rule.use, recent });
  return rule.adjustment === 0 ? base : t('hcp.rule.adjusted', { base, adjustment: oneDecimal(-rule.adjustment) });
}

/**
 * Memoised: its props change only with the rounds, so a change of filter (which re-renders the page)
 * does not redraw the index chart and its data table of one row per posted score.
 */
export const HandicapSection = memo(function HandicapSection({ computed, inUse, cardsById }: HandicapSectionProps) {
  const t = useT(statisticsText);
  const scores = computed.history.length;
  const rule = indexRule(Math.min(scores, SCORING_RECORD_SIZE));
  const excluded = new Map<string, number>();
  for (const e of computed.excluded) excluded.set(e.reason, (excluded.get(e.reason) ?? 0) + 1);
  const courseOf = (ids: readonly string[]) => {
    const card = cardsById.get(ids[0] ?? '');
    if (!card) return t('hcp.deletedRound');
    return ids.length > 1 ? t('hcp.twoNines', { course: card.courseName }) : card.courseName;
  };

  return (
    <section className="stats-section" aria-labelledby="stats-hcp-title">
      <h2 id="stats-hcp-title">{t('hcp.title')}</h2>
      <div className="stats-hcp">
        <p className="stats-hcp-value" aria-describedby="stats-hcp-what">
          {computed.index === null ? t('hcp.none') : oneDecimal(computed.index)}
        </p>
        <p id="stats-hcp-what" className="muted">
          {computed.index === null
            ? t('hcp.needs', { count: scores })
            : t('hcp.computed', { scores: t('count.scores', { count: scores }), rule: ruleText(rule, Math.min(scores, SCORING_RECORD_SIZE), t) })}
        </p>
      </div>
      <p>
        {inUseText(inUse, t)} <Link to="/profile">{t('hcp.change')}</Link>.
      </p>
      {computed.pendingNine && <p className="muted">{t('hcp.pendingNine')}</p>}
      {excluded.size > 0 && (
        <p className="muted">
          {t('hcp.notCounted', {
            list: [...excluded].map(([reason, n]) => t('hcp.excluded', { rounds: t('count.rounds', { count: n }), reason: t(REASONS[reason as keyof typeof REASONS]) })).join('; '),
          })}
        </p>
      )}
      {scores > 0 && (
        <>
          <TrendLine
            title={t('hcp.chart')}
            valueLabel={t('hcp.value')}
            labelHeader={t('date')}
            formatValue={(v) => oneDecimal(v)}
            points={computed.history.map((p) => ({ label: shortDate(p.date), value: p.index }))}
          />
          <ScrollRegion className="stats-table-scroll" label={t('differentials.region')}>
            <table className="table stats-record">
              <caption>
                {rule ? t('hcp.captionCount', { count: computed.record.length, use: rule.use }) : t('hcp.caption', { count: computed.record.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('hcp.course')}</th>
                  <th scope="col">{t('hcp.differential')}</th>
                  <th scope="col">{t('hcp.counts')}</th>
                </tr>
              </thead>
              <tbody>
                {[...computed.record].reverse().map((e) => (
                  <tr key={e.cardIds.join('+')} className={e.counts ? 'stats-record-counts' : undefined}>
                    <th scope="row">{shortDate(e.date)}</th>
                    <td>{courseOf(e.cardIds)}</td>
                    <td>{oneDecimal(e.differential)}</td>
                    <td>
                      {e.counts ? (
                        <>
                          <span aria-hidden="true">✓ </span>
                          {t('yes')}
                        </>
                      ) : (
                        t('no')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </section>
  );
});
