// The matches' messages: the list, the form, the match page and its board (docs/ARCHITECTURE.md,
// "Languages"). Match play's own notation ("2 UP", "3&2", "AS", "1 DN") is the same in every language.
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export type MatchesKey = keyof typeof en;

export const matchesText = await loadCatalog(en, { es: () => import('./es.json') });
