// The registration page's messages; they load with /register (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../../../i18n/catalog.ts';
import en from './en.json';

export const registerText = defineCatalog(en, { es: () => import('./es.json') });
