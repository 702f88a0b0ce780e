// The distances to the green at the top of a hole on the play screen, live from the phone's GPS, with
// the hole's drawing one tap away in a dialog (the screen stays short enough for the counters).
import { memo } from 'react';
import type { DistanceUnit } from '../../domain/index.ts';
import type { ScoreCardHole } from '../../data/types.ts';
import { GreenDistances } from '../../scoring/gps/GreenDistances.tsx';
import { useGeolocation } from '../../scoring/gps/use-geolocation.ts';
import { HoleMap, type DrawnShot } from '../../scoring/hole-map/HoleMap.tsx';
import { OsmAttribution } from '../../ui/OsmAttribution.tsx';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import { HoleDrawingDialog } from './HoleDrawingDialog.tsx';
import '../../ui/dialog.css';

/** The hole has a green to measure to (front, middle or back). */
export function hasGreenCoordinates(h: ScoreCardHole): boolean {
  return [h.greenFrontLatitude, h.middleLatitude, h.greenEndLatitude].some((v) => typeof v === 'number');
}

/** The hole can be drawn: its tee and the middle of its green. */
function drawable(h: ScoreCardHole): boolean {
  return h.teeLatitude !== undefined && h.middleLatitude !== undefined;
}

interface PlayDistancesProps {
  hole: ScoreCardHole;
  courseName: string;
  unit: DistanceUnit;
  fromOsm?: boolean;
  /** The hole's marked shots, drawn on the hole (a new array only when the marks change). */
  shots?: readonly DrawnShot[];
}

/** What a golfer records on a hole: the distances and the drawing show none of it. */
const SCORE_FIELDS: ReadonlySet<string> = new Set<keyof ScoreCardHole>([
  'shotCount',
  'puttCount',
  'bunkerCount',
  'penaltyCount',
  'fairway',
  'gir',
  'clubs',
  'notes',
  'disputed',
  'modifiedAt',
]);

/** The same hole as far as the distances go: every field but the score equal. A tap on a counter
 * leaves the distances and the drawing as they are (docs/ARCHITECTURE.md, "Speed on a phone"). */
export function sameDistances(a: PlayDistancesProps, b: PlayDistancesProps): boolean {
  if (a.courseName !== b.courseName || a.unit !== b.unit || a.fromOsm !== b.fromOsm || a.shots !== b.shots) return false;
  if (a.hole === b.hole) return true;
  const keys = new Set([...Object.keys(a.hole), ...Object.keys(b.hole)]);
  for (const key of keys) {
    if (SCORE_FIELDS.has(key)) continue;
    const x = a.hole[key as keyof ScoreCardHole];
    const y = b.hole[key as keyof ScoreCardHole];
    // The obstacles: a short list, a new array each time the card is read.
    if (x !== y && !(Array.isArray(x) && Array.isArray(y) && JSON.stringify(x) === JSON.stringify(y))) return false;
  }
  return true;
}

/** `fromOsm`: the course's geometry came from OpenStreetMap, whose licence asks for its credit here. */
export const PlayDistances = memo(function PlayDistances({ hole, courseName, unit, fromOsm = false, shots }: PlayDistancesProps) {
  // Rendered only for a hole with a green (PlayScreen), so the shared watch runs while it is shown.
  const t = useT(playText);
  const gps = useGeolocation(true);
  const golfer = gps.status === 'located' ? gps.position : null;
  return (
    <div className="play-distances">
      <GreenDistances hole={hole} gps={gps} unit={unit} />
      {fromOsm && <OsmAttribution what="distances" />}
      {drawable(hole) && (
        <HoleDrawingDialog
          trigger={t('distances.showDrawing', { number: hole.number })}
          title={t('distances.dialogTitle', { number: hole.number, par: hole.par })}
          description={t('distances.dialogDescription')}
          closeText={t('distances.close')}
        >
          <HoleMap hole={hole} golfer={golfer} label={t('distances.mapLabel', { number: hole.number, course: courseName, par: hole.par })} unit={unit} shots={shots} />
        </HoleDrawingDialog>
      )}
    </div>
  );
}, sameDistances);
