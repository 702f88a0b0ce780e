// The account settings' texts (Google, security, two-step verification, a new profile's limits);
// loaded with those modules (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const accountMessages = await loadCatalog(en, { es: () => import('./es.json') });
