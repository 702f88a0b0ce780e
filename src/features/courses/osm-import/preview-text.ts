// The words of the OpenStreetMap import's preview: what a hole has and lacks, the elements left out,
// why a file could not be read, how far a course is, in the golfer's language. The domain says each in a
// code with its values (docs/ARCHITECTURE.md, "Languages"); each code has its message here.
import type { ObstacleKind, ObstacleNamer, OsmHole, OsmHolePart, OsmNote, OsmReadProblem, OsmShapeProblem } from '@/domain/course-import/osm/index.ts';
import type { DistanceUnit } from '@/domain/enums.ts';
import { formatDistance } from '@/domain/units.ts';
import { formatNumber } from '@/i18n/formats.ts';
import type { Translate } from '@/i18n/catalog.ts';
import type { CoursesKey } from '../i18n/index.ts';

type T = Translate<CoursesKey>;

const PARTS: Record<OsmHolePart, CoursesKey> = {
  tee: 'osm.part.tee',
  green: 'osm.part.green',
  'green-front': 'osm.part.greenFront',
  'green-middle': 'osm.part.greenMiddle',
  'green-back': 'osm.part.greenBack',
  'green-front-back': 'osm.part.greenFrontBack',
  par: 'osm.part.par',
  'stroke-index': 'osm.part.strokeIndex',
  'hole-line': 'osm.part.holeLine',
  obstacles: 'osm.part.obstacles',
};

/** A hole's part ("green front") in the golfer's language; with a count, the obstacles ("2 obstacles"). */
export function partText(t: T, part: OsmHolePart, obstacleCount?: number): string {
  return part === 'obstacles' && obstacleCount !== undefined ? t('osm.part.obstacleCount', { count: obstacleCount }) : t(PARTS[part]);
}

const OBSTACLE_KINDS: Record<ObstacleKind, string> = { Bunker: 'bunker', Water: 'water', 'Lateral water': 'lateral' };

/** The obstacles' names stored on the holes ("Búnker a la izquierda del green"), in the golfer's language. */
export function obstacleNamer(t: T): ObstacleNamer {
  return (kind, side) => t('osm.obstacleName', { kind: OBSTACLE_KINDS[kind], side });
}

/** Why an element could not be read whole. */
function shapeProblemText(t: T, problem: OsmShapeProblem): string {
  switch (problem.code) {
    case 'members-missing':
      return t('osm.problem.membersMissing', { count: problem.count });
    case 'outer-not-closed':
      return t('osm.problem.outerNotClosed');
    case 'rings-not-closed':
      return t('osm.problem.ringsNotClosed');
    case 'nodes-missing':
      return t('osm.problem.nodesMissing');
    case 'geometry-unreadable':
      return t('osm.problem.geometryUnreadable');
  }
}

/** "golf=hole way/12 was left out: it has no hole number (ref)." */
export function noteText(t: T, note: OsmNote): string {
  if (note.code === 'mapped-twice') return t('osm.note.mappedTwice', { hole: note.hole, used: note.used, other: note.other });
  const what = note.feature ? `${note.feature} ${note.element}` : t('osm.note.element', { element: note.element });
  switch (note.code) {
    case 'unreadable':
      return t('osm.note.unreadable', { what, problem: shapeProblemText(t, note.problem) });
    case 'short-line':
      return t('osm.note.shortLine', { what });
    case 'open-green':
      return t('osm.note.openGreen', { what });
    case 'no-ref':
      return t('osm.note.noRef', { what });
  }
}

const READ_PROBLEMS: Record<OsmReadProblem, CoursesKey> = {
  'xml-not-osm': 'osm.read.xmlNotOsm',
  'not-json-or-xml': 'osm.read.notJsonOrXml',
  'overpass-no-elements': 'osm.read.overpassNoElements',
  'geojson-not-object': 'osm.read.geojsonNotObject',
  'geojson-not-features': 'osm.read.geojsonNotFeatures',
};

/** Why a file is none of the formats the import reads. */
export const readProblemText = (t: T, problem: OsmReadProblem): string => t(READ_PROBLEMS[problem]);

/** A search result's name; one mapped without a name is called by its element. */
export const courseNameText = (t: T, course: { name: string | null; element: string }): string => course.name ?? t('osm.unnamedCourse', { element: course.element });

/** "tee, green front, middle and back, 2 obstacles"; empty when the map gave nothing. */
export function foundText(t: T, h: OsmHole): string {
  const parts: string[] = [];
  if (h.tee) parts.push(t('osm.part.tee'));
  if (h.green) {
    if (h.green.front && h.green.back) parts.push(t('osm.part.greenAll'));
    else parts.push(t('osm.part.greenMiddle'));
  }
  if (h.obstacles.length > 0) parts.push(t('osm.part.obstacleCount', { count: h.obstacles.length }));
  return parts.join(', ');
}

/** The hole's figures in the golfer's unit: "par 4 · stroke index 9 · 343 m". */
export function figuresText(t: T, h: OsmHole, unit: DistanceUnit, locale: string): string {
  return [
    h.par !== null ? t('osm.figure.par', { par: h.par }) : null,
    h.hcp !== null ? t('osm.figure.strokeIndex', { value: h.hcp }) : null,
    h.distance !== null ? formatDistance(h.distance, unit, locale) : h.lineMetres !== null ? t('osm.figure.along', { distance: formatDistance(h.lineMetres, unit, locale) }) : null,
  ]
    .filter((p): p is string => p !== null)
    .join(' · ');
}

/** How the green's points were found, when it is not the usual way. */
export function greenNote(t: T, h: OsmHole): string | null {
  if (!h.green) return null;
  if (h.green.method === 'towards-centre') return h.line ? t('osm.green.missesLine') : t('osm.green.noLine');
  if (h.green.method === 'centre') return h.green.element ? t('osm.green.noPlay') : t('osm.green.noGreen');
  return null;
}

const METRES_PER_MILE = 1609.344;

/** "850 m away", "12.3 km away" ("12,3 km" in Spanish); in yards, "930 yd" and "7.6 mi" beyond a mile. */
export function awayText(t: T, metres: number | null, unit: DistanceUnit, locale: string): string | null {
  if (metres === null) return null;
  const far = unit === 'yards' ? metres >= METRES_PER_MILE : metres >= 1000;
  const distance = far
    ? formatNumber(unit === 'yards' ? metres / METRES_PER_MILE : metres / 1000, locale, { style: 'unit', unit: unit === 'yards' ? 'mile' : 'kilometer', maximumFractionDigits: 1, minimumFractionDigits: 1 })
    : formatDistance(metres, unit, locale);
  return t('osm.away', { distance });
}

/** Whether any hole has geometry: a course without is no use to import. */
export const hasGeometry = (holes: readonly OsmHole[]) => holes.some((h) => h.tee !== null || h.green !== null);
