// The auth texts (docs/ARCHITECTURE.md, "Languages"): the auth service's refusals the sign-in pages
// meet, the password rules, the signed-out notice. The codes only the account settings meet are in
// account/i18n, loaded with those.
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export const authMessages = await loadCatalog(en, { es: () => import('./es.json') });
