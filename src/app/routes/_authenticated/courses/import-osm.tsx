import { createFileRoute } from '@tanstack/react-router';
import { OsmImportPage } from '@/features/courses/osm-import/OsmImportPage.tsx';

// A course's geometry from OpenStreetMap: any signed-in golfer (docs/ARCHITECTURE.md, "Course geometry
// from OpenStreetMap").
export const Route = createFileRoute('/_authenticated/courses/import-osm')({
  component: OsmImportPage,
});
