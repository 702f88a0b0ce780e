export { cellsAround, decodeGeohash, encodeGeohash, geohashCell, GEOHASH_PATTERN } from './geohash.ts';
export { COURSE_GEOHASH_PRECISION, courseGeohash, coursePosition, type PlacedCourse } from './course-position.ts';
