// The home page's messages (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const homeText = defineCatalog(en, { es: () => import('./es.json') });
