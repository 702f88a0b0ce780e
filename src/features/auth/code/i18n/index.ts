// The two-step sign-in's code step; it loads when a sign-in asks for the code (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../../../i18n/catalog.ts';
import en from './en.json';

export const codeText = await loadCatalog(en, { es: () => import('./es.json') });
