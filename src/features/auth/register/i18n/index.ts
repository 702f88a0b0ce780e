// The registration page's messages; they load with /register (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../../i18n/catalog.ts';
import en from './en.json';

export const registerText = await loadCatalog(en, { es: () => import('./es.json') });
