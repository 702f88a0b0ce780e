// The round filters' words (the statistics pages' and the period and course of the score card list's); they
// load with those pages (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const filtersText = await loadCatalog(en, { es: () => import('./es.json') });
