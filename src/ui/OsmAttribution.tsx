// The credit OpenStreetMap's licence (ODbL) asks for wherever its data is shown: "© OpenStreetMap
// contributors" linking to the copyright page (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap").
import './osm-attribution.css';

export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

export function OsmAttribution({ what = 'Course geometry' }: { what?: string }) {
  return (
    <p className="osm-attribution">
      {what} ©{' '}
      <a href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer">
        OpenStreetMap contributors
      </a>
    </p>
  );
}
