// The shell's texts shown only on demand (the account menu, the menu drawer, the sign-out question, the
// in-play bar, merge notices): they load with those, not with every page (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../../i18n/catalog.ts';
import en from './en.json';

export const menusText = await loadCatalog(en, { es: () => import('./es.json') });
