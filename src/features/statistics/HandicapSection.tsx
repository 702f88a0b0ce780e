// The computed WHS handicap index: the figure, which handicap new rounds use, the index after each
// posted score (a line), and the 20 most recent differentials with the ones that count marked.
import { Link } from '@tanstack/react-router';
import { indexRule, SCORING_RECORD_SIZE, type HandicapAcceptance, type HandicapFromCards } from '../../domain/index.ts';
import type { HandicapInUse } from '../../data/hooks/use-handicap-index.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { TrendLine } from '../../ui/charts/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { oneDecimal, plural, shortDate } from './format.ts';

const REASONS: Record<Exclude<HandicapAcceptance, 'acceptable'>, string> = {
  'pitch-and-putt': 'played on a pitch and putt tee',
  'unrated-tee': 'played on a tee without course rating and slope',
  'not-9-or-18-holes': 'not a 9- or 18-hole round',
  'not-enough-holes': 'too few holes played (10 of 18, or all 9)',
};

export interface HandicapSectionProps {
  computed: HandicapFromCards;
  inUse: HandicapInUse;
  /** The golfer's cards by id, for the course names of the differentials. */
  cardsById: ReadonlyMap<string, Pick<ScoreCardDoc, 'courseName' | 'holes'>>;
}

function inUseText(inUse: HandicapInUse): string {
  if (inUse.from === 'computed') return 'New rounds use this index (your choice in the profile).';
  if (inUse.computedMissing) {
    return inUse.from === 'manual'
      ? `Until you have an index, new rounds use your profile's handicap, ${inUse.value}.`
      : `Until you have an index, new rounds use the default handicap, ${inUse.value}.`;
  }
  return `New rounds use the handicap of your profile, ${inUse.value} (your choice in the profile).`;
}

/** "the lowest of your 4 most recent differentials, less 1.0 while the record is short". */
function ruleText(rule: { use: number; adjustment: number } | null, recent: number): string {
  if (!rule) return 'not enough scores yet';
  const base = rule.use === 1 ? `the lowest of your ${recent} differentials` : `the average of the lowest ${rule.use} of your ${recent} most recent differentials`;
  return rule.adjustment === 0 ? base : `${base}, less ${(-rule.adjustment).toFixed(1)} while the record is short`;
}

export function HandicapSection({ computed, inUse, cardsById }: HandicapSectionProps) {
  const scores = computed.history.length;
  const rule = indexRule(Math.min(scores, SCORING_RECORD_SIZE));
  const excluded = new Map<string, number>();
  for (const e of computed.excluded) excluded.set(e.reason, (excluded.get(e.reason) ?? 0) + 1);
  const courseOf = (ids: readonly string[]) => {
    const card = cardsById.get(ids[0] ?? '');
    if (!card) return 'A deleted round';
    return ids.length > 1 ? `${card.courseName} (two nines)` : card.courseName;
  };

  return (
    <section className="stats-section" aria-labelledby="stats-hcp-title">
      <h2 id="stats-hcp-title">Handicap index</h2>
      <div className="stats-hcp">
        <p className="stats-hcp-value" aria-describedby="stats-hcp-what">
          {computed.index === null ? 'No index yet' : oneDecimal(computed.index)}
        </p>
        <p id="stats-hcp-what" className="muted">
          {computed.index === null
            ? `An index needs 3 scores; you have ${scores}. Rounds of 9 or 18 holes on a rated tee count.`
            : `Computed by the World Handicap System (2024) from your ${plural(scores, 'score')}: ${ruleText(rule, Math.min(scores, SCORING_RECORD_SIZE))}.`}
        </p>
      </div>
      <p>
        {inUseText(inUse)} <Link to="/profile">Change it in your profile</Link>.
      </p>
      {computed.pendingNine && <p className="muted">A 9-hole round waits for a second one to make an 18-hole score.</p>}
      {excluded.size > 0 && (
        <p className="muted">
          Not counted:{' '}
          {[...excluded].map(([reason, n]) => `${plural(n, 'round')} ${REASONS[reason as keyof typeof REASONS]}`).join('; ')}.
        </p>
      )}
      {scores > 0 && (
        <>
          <TrendLine
            title="Handicap index after each score"
            valueLabel="Handicap index"
            labelHeader="Date"
            formatValue={(v) => v.toFixed(1)}
            points={computed.history.map((p) => ({ label: shortDate(p.date), value: p.index }))}
          />
          <ScrollRegion className="stats-table-scroll" label="Differentials table">
            <table className="table stats-record">
              <caption>
                Your {computed.record.length === 1 ? 'differential' : `${computed.record.length} most recent differentials`}
                {rule ? `; the lowest ${rule.use} count` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Course</th>
                  <th scope="col">Differential</th>
                  <th scope="col">Counts</th>
                </tr>
              </thead>
              <tbody>
                {[...computed.record].reverse().map((e) => (
                  <tr key={e.cardIds.join('+')} className={e.counts ? 'stats-record-counts' : undefined}>
                    <th scope="row">{shortDate(e.date)}</th>
                    <td>{courseOf(e.cardIds)}</td>
                    <td>{e.differential.toFixed(1)}</td>
                    <td>
                      {e.counts ? (
                        <>
                          <span aria-hidden="true">✓ </span>Yes
                        </>
                      ) : (
                        'No'
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
}
