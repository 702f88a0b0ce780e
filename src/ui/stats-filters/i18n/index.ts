// The statistics filters' words; they load with the statistics pages (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const filtersText = await loadCatalog(en, { es: () => import('./es.json') });
