// The signed-in routes' own pages (a document not found, a hole not found, the database not opened);
// they load with those routes (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const pagesText = await loadCatalog(en, { es: () => import('./es.json') });
