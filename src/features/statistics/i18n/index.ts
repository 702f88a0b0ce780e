// The statistics page's messages (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const statisticsText = defineCatalog(en, { es: () => import('./es.json') });
