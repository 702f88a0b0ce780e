// The golf course API client's errors in the administrator's language, made when thrown
// (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export const golfCourseApiText = await loadCatalog(en, { es: () => import('./es.json') });
