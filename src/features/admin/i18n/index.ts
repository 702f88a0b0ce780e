// The administration pages' messages (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../i18n/catalog.ts';
import en from './en.json';

export const adminText = await loadCatalog(en, { es: () => import('./es.json') });
export type AdminKey = keyof typeof en;
