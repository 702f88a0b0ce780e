// Shots measured by GPS and the clubs' distances (docs/GOLF.md, "Shots and club distances").
export type { BagClub, Shot, ShotMark } from './types.ts';
export { atLastMark, isAccurate, isTeeMark, lastPosition, MAX_SHOT_ACCURACY_M, SAME_SPOT_M, shotsOfHole, TEE_RADIUS_M } from './shot-distances.ts';
export { CLUB_DISTANCE_ROUNDS, clubDistances, countsForClub, percentile, roundsInPeriod } from './club-distances.ts';
export type { ClubDistance, ClubDistancePeriod, MeasuredRound } from './club-distances.ts';
export { isPutter, likelyClubPlayed, measuredTrusted, MIN_MEASURED_SHOTS, plannedDistance, suggestClub } from './club-suggestion.ts';
export type { ClubChoice } from './club-suggestion.ts';
export { fromGreenMiddle, GREEN_RADIUS_M, greenRadius, holePosition, onTheGreen } from './green.ts';
export type { GreenPoints } from './green.ts';
export { LIES } from './types.ts';
export type { Lie } from './types.ts';
