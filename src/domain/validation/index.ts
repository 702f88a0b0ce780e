// Form validation: pure functions returning one message per wrong field.
export { checkNumber, isValid, parseNumber } from './fields.ts';
export type { FieldErrors, NumericInput } from './fields.ts';
export { validateCourse } from './course.ts';
export type { CourseErrors } from './course.ts';
export { MAX_HOLE_DISTANCE, validateHole } from './hole.ts';
export type { HoleErrors, HoleInput } from './hole.ts';
export { RATING_RANGE, SLOPE_RANGE, validateTee } from './tee.ts';
export type { TeeErrors, TeeInput } from './tee.ts';
export { MAX_CLUB_DISTANCE, validateClub } from './club.ts';
export type { ClubErrors, ClubInput } from './club.ts';
export { HANDICAP_RANGE, validateProfile } from './profile.ts';
export type { ProfileErrors, ProfileInput } from './profile.ts';
export { validateNewRound } from './round.ts';
export type { NewRoundErrors, NewRoundInput } from './round.ts';
