// The golfers' messages: names of golfers without one, the player picker, signatures and the card list
// (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export type GolfersKey = keyof typeof en;

export const golfersText = await loadCatalog(en, { es: () => import('./es.json') });
