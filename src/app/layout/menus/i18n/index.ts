// The shell's texts shown only on demand (the account menu, the menu drawer, the sign-out question, the
// in-play bar, merge notices): they load with those, not with every page (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../../../i18n/catalog.ts';
import en from './en.json';

export const menusText = defineCatalog(en, { es: () => import('./es.json') });
