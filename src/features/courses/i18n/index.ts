// The courses' messages: the list, a course's page and its tees, a hole's page, the course and tee
// forms, the statistics per hole and the import from OpenStreetMap (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export type CoursesKey = keyof typeof en;

export const coursesText = await loadCatalog(en, { es: () => import('./es.json') });
