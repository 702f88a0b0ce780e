// The feature sections of the home page (docs/PRODUCT.md, "1. What the product does"), as data so the page
// stays a layout; titles and texts are keys of the home page's catalog (docs/ARCHITECTURE.md, "Languages").
import type { KeyOf } from '../../i18n/catalog.ts';
import type { homeText } from './i18n/index.ts';

type HomeKey = KeyOf<typeof homeText>;

export interface Feature {
  id: string;
  title: HomeKey;
  text: HomeKey;
  icon: 'card' | 'friends' | 'calendar' | 'flag';
}

export const features: readonly Feature[] = [
  { id: 'score-cards', title: 'feature.scoreCards.title', text: 'feature.scoreCards.text', icon: 'card' },
  { id: 'matches', title: 'feature.matches.title', text: 'feature.matches.text', icon: 'friends' },
  { id: 'calendar', title: 'feature.calendar.title', text: 'feature.calendar.text', icon: 'calendar' },
  { id: 'courses', title: 'feature.courses.title', text: 'feature.courses.text', icon: 'flag' },
];

/** What the app computes for every round (docs/PRODUCT.md, "1. What the product does"). */
export const scoring: readonly { title: HomeKey; text: HomeKey }[] = [
  { title: 'scoring.stableford.title', text: 'scoring.stableford.text' },
  { title: 'scoring.strokes.title', text: 'scoring.strokes.text' },
  { title: 'scoring.stats.title', text: 'scoring.stats.text' },
];

/** The match play modes (docs/PRODUCT.md, "1. What the product does"). */
export const matchModes: readonly { title: HomeKey; text: HomeKey }[] = [
  { title: 'mode.individual.title', text: 'mode.individual.text' },
  { title: 'mode.fourball.title', text: 'mode.fourball.text' },
  { title: 'mode.foursome.title', text: 'mode.foursome.text' },
  { title: 'mode.scramble.title', text: 'mode.scramble.text' },
];
