// The generic components' messages: charts, filters, confirmations, the labels of the stored
// enumerations (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export const uiText = await loadCatalog(en, { es: () => import('./es.json') });
export type UiKey = keyof typeof en;
