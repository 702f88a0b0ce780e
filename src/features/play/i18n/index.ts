// The play screens' messages: the hole's header and totals, the group screen, "Map this hole" and the
// start-a-round form (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export type PlayKey = keyof typeof en;

export const playText = await loadCatalog(en, { es: () => import('./es.json') });
