// The words of the OpenStreetMap import's preview: what a hole has and lacks, how far a course is, in the
// golfer's language. The domain names a hole's parts in English words (what is missing, filled, kept);
// `partText` gives each its message, a word it does not know stays as written.
import type { OsmHole } from '@/domain/course-import/osm/index.ts';
import type { Translate } from '@/i18n/catalog.ts';
import type { CoursesKey } from '../i18n/index.ts';

type T = Translate<CoursesKey>;

const PARTS: Record<string, CoursesKey> = {
  tee: 'osm.part.tee',
  green: 'osm.part.green',
  'green front': 'osm.part.greenFront',
  'green middle': 'osm.part.greenMiddle',
  'green back': 'osm.part.greenBack',
  'green front and back': 'osm.part.greenFrontBack',
  par: 'osm.part.par',
  'stroke index': 'osm.part.strokeIndex',
  'hole line': 'osm.part.holeLine',
  obstacles: 'osm.part.obstacles',
};

/** One of the domain's words for a hole's part ("green front", "2 obstacles") in the golfer's language. */
export function partText(t: T, word: string): string {
  const key = PARTS[word];
  if (key) return t(key);
  const count = /^(\d+) obstacles?$/.exec(word)?.[1];
  return count === undefined ? word : t('osm.part.obstacleCount', { count: Number(count) });
}

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

/** The hole's figures: "par 4 · stroke index 9 · 343 m". */
export function figuresText(t: T, h: OsmHole): string {
  return [
    h.par !== null ? t('osm.figure.par', { par: h.par }) : null,
    h.hcp !== null ? t('osm.figure.strokeIndex', { value: h.hcp }) : null,
    h.distance !== null ? t('osm.figure.metres', { metres: h.distance }) : h.lineMetres !== null ? t('osm.figure.along', { metres: h.lineMetres }) : null,
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

/** "850 m away", "12.3 km away". */
export function awayText(t: T, metres: number | null): string | null {
  if (metres === null) return null;
  return metres < 1000 ? t('osm.awayMetres', { metres }) : t('osm.awayKm', { km: (metres / 1000).toFixed(1) });
}

/** Whether any hole has geometry: a course without is no use to import. */
export const hasGeometry = (holes: readonly OsmHole[]) => holes.some((h) => h.tee !== null || h.green !== null);
