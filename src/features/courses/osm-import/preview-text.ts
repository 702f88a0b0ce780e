// The words of the OpenStreetMap import's preview: what a hole has and lacks, how far a course is.
import type { OsmHole } from '@/domain/course-import/osm/index.ts';

/** "tee, green front, middle and back, 2 obstacles"; empty when the map gave nothing. */
export function foundText(h: OsmHole): string {
  const parts: string[] = [];
  if (h.tee) parts.push('tee');
  if (h.green) {
    if (h.green.front && h.green.back) parts.push('green front, middle and back');
    else parts.push('green middle');
  }
  if (h.obstacles.length > 0) parts.push(`${h.obstacles.length} obstacle${h.obstacles.length === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** The hole's figures: "par 4 · stroke index 9 · 343 m". */
export function figuresText(h: OsmHole): string {
  return [
    h.par !== null ? `par ${h.par}` : null,
    h.hcp !== null ? `stroke index ${h.hcp}` : null,
    h.distance !== null ? `${h.distance} m` : h.lineMetres !== null ? `about ${h.lineMetres} m along the hole line` : null,
  ]
    .filter((p): p is string => p !== null)
    .join(' · ');
}

/** How the green's points were found, when it is not the usual way. */
export function greenNote(h: OsmHole): string | null {
  if (!h.green) return null;
  if (h.green.method === 'towards-centre') return h.line ? 'The hole line misses the green: front and back are measured towards its centre.' : 'No hole line: front and back are measured from the tee towards the green’s centre.';
  if (h.green.method === 'centre') return h.green.element ? 'No line of play: only the green’s centre is known.' : 'No green is mapped: the middle is where the hole line ends.';
  return null;
}

/** "850 m away", "12.3 km away". */
export function awayText(metres: number | null): string | null {
  if (metres === null) return null;
  return metres < 1000 ? `${metres} m away` : `${(metres / 1000).toFixed(1)} km away`;
}

/** Whether any hole has geometry: a course without is no use to import. */
export const hasGeometry = (holes: readonly OsmHole[]) => holes.some((h) => h.tee !== null || h.green !== null);
