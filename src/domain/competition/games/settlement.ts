// The settlement of a match's games: each competitor's units, and who pays whom in the fewest
// payments. docs/GOLF.md, "Side games: skins and Nassau", settlement.

export interface Payment {
  from: string;
  to: string;
  units: number;
}

/** Beyond this many competitors with a balance the fewest payments are not searched for: each debtor
 * pays creditors in turn (at most one payment fewer than the competitors). */
const EXACT_LIMIT = 12;

/** The balances split into groups that each sum to zero, as many groups as there can be (every
 * group settles within itself in one payment fewer than its size, so more groups, fewer payments). */
function zeroSumGroups(balances: readonly { key: string; units: number }[]): { key: string; units: number }[][] {
  const n = balances.length;
  if (n > EXACT_LIMIT) return [[...balances]];
  const size = 1 << n;
  const sum = new Array<number>(size).fill(0);
  const best = new Array<number>(size).fill(0);
  const from = new Array<number>(size).fill(0);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    sum[mask] = (sum[mask ^ low] ?? 0) + (balances[31 - Math.clz32(low)]?.units ?? 0);
    for (let i = 0; i < n; i++) {
      const bit = 1 << i;
      if ((mask & bit) === 0) continue;
      const without = best[mask ^ bit] ?? 0;
      if (without > (best[mask] ?? 0) || from[mask] === 0) {
        best[mask] = without;
        from[mask] = mask ^ bit;
      }
    }
    if (sum[mask] === 0) best[mask] = (best[mask] ?? 0) + 1;
  }
  // Walk back from the whole set: each zero-sum set on the path closes the group added since the last.
  const groups: { key: string; units: number }[][] = [];
  let mask = size - 1;
  let closed = mask;
  while (mask !== 0) {
    const prev = from[mask] ?? 0;
    if ((sum[prev] ?? 0) === 0 && prev !== closed) {
      const group = closed & ~prev;
      groups.unshift(balances.filter((_, i) => (group & (1 << i)) !== 0));
      closed = prev;
    }
    mask = prev;
  }
  return groups.filter((g) => g.length > 0);
}

/** Within one group: the one who owes most pays the one owed most, until all are square. */
function settleGroup(group: readonly { key: string; units: number }[]): Payment[] {
  const left = group.map((b) => ({ ...b }));
  const payments: Payment[] = [];
  for (;;) {
    const debtor = left.filter((b) => b.units < 0).sort((x, y) => x.units - y.units)[0];
    const creditor = left.filter((b) => b.units > 0).sort((x, y) => y.units - x.units)[0];
    if (debtor === undefined || creditor === undefined) return payments;
    const units = Math.min(-debtor.units, creditor.units);
    payments.push({ from: debtor.key, to: creditor.key, units });
    debtor.units += units;
    creditor.units -= units;
  }
}

/**
 * Who pays whom, in the fewest payments: balances (positive = owed to the competitor) that sum to
 * zero are split into as many zero-sum groups as possible, each settled by its largest debts first.
 * Listed largest first, the competitors' order breaking ties, so every phone lists the same payments.
 */
export function fewestPayments(balances: readonly { key: string; units: number }[]): Payment[] {
  const open = balances.filter((b) => b.units !== 0);
  // Largest payments first; the sort is stable, so equal ones keep the groups' order.
  return zeroSumGroups(open)
    .flatMap(settleGroup)
    .sort((x, y) => y.units - x.units);
}
