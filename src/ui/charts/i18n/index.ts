// The charts' words; they load with the pages that draw charts (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const chartsText = await loadCatalog(en, { es: () => import('./es.json') });
