// The tournaments' messages: the list, the form, the leaderboard, the tournament page and its editing
// (docs/ARCHITECTURE.md, "Languages"). "T3" ties and "E" for level par are the same in every language.
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export type TournamentsKey = keyof typeof en;

export const tournamentsText = await loadCatalog(en, { es: () => import('./es.json') });
