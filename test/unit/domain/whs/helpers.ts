import type { HandicapCard } from '../../../../src/domain/index.ts';

const DAY = 86_400_000;

/** A card on a par-4-everywhere tee: `strokes[i]` on hole i + 1 (0 = not played), stroke index =
 * hole number on 18 holes, 1, 3, ..., 17 on 9. */
export function card(id: string, day: number, strokes: readonly number[], tee: Partial<HandicapCard> = {}): HandicapCard {
  const nine = strokes.length === 9;
  return {
    id,
    date: day * DAY,
    teeType: 'Golf',
    courseRating: nine ? 71 : 72,
    slope: 113,
    holes: strokes.map((shotCount, i) => ({ number: i + 1, par: 4, hcp: nine ? 2 * i + 1 : i + 1, shotCount })),
    ...tee,
  };
}

/** n holes of `each` strokes followed by `rest` holes not played. */
export const strokes = (n: number, each: number, notPlayed = 0): number[] => [...Array<number>(n).fill(each), ...Array<number>(notPlayed).fill(0)];
