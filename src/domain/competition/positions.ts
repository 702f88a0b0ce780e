// Positions with ties as leaderboards print them: 1, T2, T2, 4.

/** The position of each item of a list already in order, equal neighbours (compare = 0) sharing the
 * position of the first of them (standard competition ranking). */
export function positionsOf<T>(ordered: readonly T[], compare: (a: T, b: T) => number): number[] {
  const positions: number[] = [];
  ordered.forEach((item, i) => {
    const previous = ordered[i - 1];
    positions.push(previous !== undefined && compare(previous, item) === 0 ? (positions[i - 1] ?? i + 1) : i + 1);
  });
  return positions;
}

/** "T3" when another item shares the position, "3" otherwise. */
export function positionLabels(positions: readonly number[]): string[] {
  const shared = new Map<number, number>();
  for (const p of positions) shared.set(p, (shared.get(p) ?? 0) + 1);
  return positions.map((p) => ((shared.get(p) ?? 0) > 1 ? `T${p}` : String(p)));
}
