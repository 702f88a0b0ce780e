// Course geometry from OpenStreetMap (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap"):
// reading Overpass JSON, OSM XML and GeoJSON, building holes from the golf tagging, and the parts of
// the course document made from them.
export { buildOsmCourses, GREEN_SEARCH_M, MAX_OBSTACLES } from './build-course.ts';
export type { BuildOptions } from './build-course.ts';
export type { ObstacleKind, ObstacleNamer, ObstacleSide } from './obstacles.ts';
export { GEOMETRY_POINTS, holeGeometry, mergeGeometry, newTeeHoles, osmTeeType, playedTwice } from './course-doc.ts';
export type { GeometryChange, GeometryField, HoleGeometry, NewTeeHole } from './course-doc.ts';
export { elementRef } from './elements.ts';
export type { OsmElement, OsmMember, OsmNode, OsmRelation, OsmType, OsmWay } from './elements.ts';
export { readGeoJson } from './geojson.ts';
export type { GeoJsonProblem } from './geojson.ts';
export { greenFromPolygon } from './green.ts';
export type { GreenMethod, GreenXy } from './green.ts';
export type { OsmCourse, OsmGreen, OsmHole, OsmHolePart, OsmNote, OsmObstacle, OsmShapeProblem } from './model.ts';
export { NEAR_GREEN_M } from './obstacles.ts';
export { readOsmXml } from './osm-xml.ts';
export { readOverpassElement, readOverpassJson } from './overpass-json.ts';
export type { OverpassAnswer } from './overpass-json.ts';
export { planeAt } from './plane.ts';
export type { Plane, Xy } from './plane.ts';
export { readOsmData } from './read-data.ts';
export type { OsmData, OsmDataFormat, OsmReadProblem } from './read-data.ts';
export { isRing, joinRings, shapesFromElements } from './shapes.ts';
export type { OsmShape, OsmShapes } from './shapes.ts';
export { courseSummaries, parseLatLng, placesOf } from './summaries.ts';
export type { OsmCourseSummary, OsmPlace } from './summaries.ts';
export { holeNumbers, metres } from './tags.ts';
export type { OsmTags } from './tags.ts';
