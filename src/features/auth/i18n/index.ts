// The sign-in and registration pages' messages (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const authText = await loadCatalog(en, { es: () => import('./es.json') });
