// Importing courses from golfcourseapi.com (docs/ADMINISTRATION.md, "Golf course API"): reading its answers
// and mapping a course to ours.
export { isApiProblem, readApiCourse, readCourseBody, readSearchBody } from './api-course.ts';
export type { ApiBodyProblem, ApiCourse, ApiCourseProblem, ApiHole, ApiLocation, ApiSearchResult, ApiTee, ApiTeeProblem } from './api-course.ts';
export { DEFAULT_TEE_COLOUR, guessTeeColour } from './tee-colour.ts';
export {
  importedCourseId,
  mapApiCourse,
  mergeTees,
  metresToYards,
  PITCH_AND_PUTT_MAX_METRES,
  teeToSave,
  teesToSave,
  YARD_IN_METRES,
  yardsToMetres,
} from './map-course.ts';
export type { CourseTeeParts, ImportedCourse, ImportedHole, ImportNames, ImportedTee, SkippedTee, TeeUnusable } from './map-course.ts';
