// The shell's messages: navbar, menus, sync words, dialogs, the app's own pages and the routes' texts
// (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export const appText = defineCatalog(en, { es: () => import('./es.json') });
