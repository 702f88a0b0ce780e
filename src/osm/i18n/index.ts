// The OpenStreetMap (Overpass) client's errors in the golfer's language, made when thrown
// (docs/ARCHITECTURE.md, "Languages").
import { loadCatalog } from '../../i18n/catalog.ts';
import en from './en.json';

export const osmText = await loadCatalog(en, { es: () => import('./es.json') });
