// Small labels the placeholder pages show about the item a route points at.
import type { ScoreCardDoc } from '../../data/types.ts';
import { dateLabel } from '../../ui/date-label.ts';
import { pagesText } from './i18n/index.ts';

export function scoreCardSummary(card: ScoreCardDoc): Record<string, string> {
  return { course: card.courseName ?? pagesText.t('summary.unknownCourse'), date: dateLabel(card.date) };
}

/** A 1-based hole number from a route parameter, or null when it is not one of the `holeCount` holes. */
export function holeNumber(param: string, holeCount: number): number | null {
  if (!/^\d{1,2}$/.test(param)) return null;
  const number = Number(param);
  return number >= 1 && number <= holeCount ? number : null;
}
