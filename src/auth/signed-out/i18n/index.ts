// The signed-out notice's words; they load with the notice (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const signedOutText = defineCatalog(en, { es: () => import('./es.json') });
