// The update toast's messages; they load with the toast (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const pwaText = await loadCatalog(en, { es: () => import('./es.json') });
