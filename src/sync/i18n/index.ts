// The sync's notices in words (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export const syncText = await loadCatalog(en, { es: () => import('./es.json') });
