// The credit OpenStreetMap's licence (ODbL) asks for wherever its data is shown: "© OpenStreetMap
// contributors" linking to the copyright page (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap").
import './osm-attribution.css';
import { useT } from '../i18n/catalog.ts';
import { uiText } from './i18n/index.ts';

export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

const WHAT = { geometry: 'osm.geometry', distances: 'osm.distances', results: 'osm.results' } as const;

/** `what`: what is credited (the course's geometry, distances computed from it, search results). */
export function OsmAttribution({ what = 'geometry' }: { what?: keyof typeof WHAT }) {
  const t = useT(uiText);
  return (
    <p className="osm-attribution">
      {t(WHAT[what])}{' '}
      <a href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer">
        {t('osm.contributors')}
      </a>
    </p>
  );
}
