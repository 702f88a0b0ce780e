// The sync's notices in words (docs/ARCHITECTURE.md, "Languages").
import { defineCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export const syncText = defineCatalog(en, { es: () => import('./es.json') });
