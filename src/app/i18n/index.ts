// The shell's messages: navbar, menus, sync words, dialogs, the app's own pages and the routes' texts
// (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export const appText = await loadCatalog(en, { es: () => import('./es.json') });
