// The data layer's messages: the domain's words as a golfer reads them (tee types, play modes, result
// codes, score names, the validators' sentences), the writers' refusals and the device storage notices
// (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export type DataKey = keyof typeof en;

export const dataText = await loadCatalog(en, { es: () => import('./es.json') });
