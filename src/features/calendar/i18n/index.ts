// The calendar's messages (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const calendarText = await loadCatalog(en, { es: () => import('./es.json') });
