// The scoring kit's messages: the hole's counters, results and clubs, the round's bar, distances and
// the hole drawing (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export type ScoringKey = keyof typeof en;

export const scoringText = await loadCatalog(en, { es: () => import('./es.json') });
