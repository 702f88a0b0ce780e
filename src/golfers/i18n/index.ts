// The golfers' messages: names of golfers without one, the player picker, signatures and the card list
// (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export type GolfersKey = keyof typeof en;

export const golfersText = defineCatalog(en, { es: () => import('./es.json') });
