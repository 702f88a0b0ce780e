// The signed-out notice's words; they load with the notice (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const signedOutText = await loadCatalog(en, { es: () => import('./es.json') });
