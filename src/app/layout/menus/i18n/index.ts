// The shell's texts for a signed-in golfer (the main menu, the sync bar and dot, the account menu, the
// menu drawer, the sign-out question, the in-play bar, merge notices): they load with those, never with
// a signed-out page such as the sign-in page (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../../i18n/catalog.ts';
import en from './en.json';

export const menusText = await loadCatalog(en, { es: () => import('./es.json') });
