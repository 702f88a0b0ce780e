// The sign-in and registration pages' messages (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const authText = defineCatalog(en, { es: () => import('./es.json') });
