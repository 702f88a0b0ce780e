// The score cards' messages: the card, its grid and totals, its signature, the edit form and the list
// (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export type ScoreCardsKey = keyof typeof en;

export const scoreCardsText = await loadCatalog(en, { es: () => import('./es.json') });
