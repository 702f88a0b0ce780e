// The statistics page's messages (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export type StatisticsKey = keyof typeof en;

export const statisticsText = await loadCatalog(en, { es: () => import('./es.json') });
