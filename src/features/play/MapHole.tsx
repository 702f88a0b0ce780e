// "Map this hole": a golfer standing on the tee or at the green records that point of the hole from
// the phone's position (docs/PRODUCT.md, "Mapping a hole"). Closed by default and at the foot of the
// screen, so nothing is recorded by a stray tap. Offers only what the rules accept: a point that is
// set is shown as set, and only the course's creator or an administrator may move it.
import { memo, useId, useState } from 'react';
import { editsCourse, recordHolePoint } from '../../data/writes/course-points.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import type { CourseDoc, CourseHole } from '../../data/types.ts';
import { accuracyProblem, HOLE_POINTS, MAX_POINT_ACCURACY_M, isPointMissing, mayRecordPoint, type HolePoint, type HolePointSpec } from '../../domain/hole-points.ts';
import { useGeolocation, type GeolocationState } from '../../scoring/gps/use-geolocation.ts';
import { errorText } from '../../ui/error-text.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import type { Translate } from '../../i18n/catalog.ts';
import type { PlayKey } from './i18n/index.ts';
import './map-hole.css';

export interface MapHoleProps {
  course: CourseDoc;
  teeId: string;
  hole: CourseHole;
  uid: string;
  isAdmin: boolean;
}

/** Memoised: a tap on a counter leaves it as it is (docs/ARCHITECTURE.md, "Speed on a phone"). */
export const MapHole = memo(function MapHole(props: MapHoleProps) {
  const t = useT(playText);
  const [open, setOpen] = useState(false);
  return (
    <details className="map-hole" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('map.summary')}</summary>
      {/* The GPS is watched only while the disclosure is open. */}
      {open && <MapHoleBody {...props} />}
    </details>
  );
});

/** Why no point can be recorded right now, or null when one can. */
function positionProblem(t: Translate<PlayKey>, gps: GeolocationState): string | null {
  switch (gps.status) {
    case 'located': {
      // The domain decides whether the fix is good enough; the words are the golfer's language's.
      if (accuracyProblem(gps.accuracy) === null) return null;
      const known = Number.isFinite(gps.accuracy) && gps.accuracy >= 0;
      return known
        ? t('map.accuracyPoor', { metres: Math.round(gps.accuracy), needed: MAX_POINT_ACCURACY_M })
        : t('map.accuracyUnknown', { needed: MAX_POINT_ACCURACY_M });
    }
    case 'locating':
      return t('map.locating');
    case 'denied':
      return t('map.denied');
    case 'unsupported':
      return t('map.unsupported');
    case 'unavailable':
      return t('map.unavailable', { problem: gps.message });
  }
}

/** Each point's name ("Green front") and its button ("Green front here"). */
const POINT_WORDS: Record<HolePoint, { name: PlayKey; button: PlayKey }> = {
  tee: { name: 'map.point.tee', button: 'map.button.tee' },
  greenFront: { name: 'map.point.greenFront', button: 'map.button.greenFront' },
  greenMiddle: { name: 'map.point.greenMiddle', button: 'map.button.greenMiddle' },
  greenBack: { name: 'map.point.greenBack', button: 'map.button.greenBack' },
};

function MapHoleBody({ course, teeId, hole, uid, isAdmin }: MapHoleProps) {
  const t = useT(playText);
  const labelOf = (entry: HolePointSpec) => t(POINT_WORDS[entry.point].name);
  const db = useGolfDatabase();
  const gps = useGeolocation(true);
  const whyId = useId();
  const [busy, setBusy] = useState<HolePoint | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const editor = editsCourse(course, uid, isAdmin);
  const problem = positionProblem(t, gps);

  const record = async (entry: HolePointSpec) => {
    if (gps.status !== 'located') return;
    setBusy(entry.point);
    setDone(null);
    setFailure(null);
    try {
      await recordHolePoint(db, { courseId: course.id, teeId, holeNumber: hole.number, point: entry.point, position: gps.position, accuracy: gps.accuracy, uid, isAdmin });
      setDone(t('map.recorded', { point: labelOf(entry), number: hole.number, metres: Math.round(gps.accuracy) }));
    } catch (error) {
      setFailure(t('map.notRecorded', { error: errorText(error) }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="map-hole__body">
      <p className="muted map-hole__intro">{t('map.intro')}</p>
      <p className="map-hole__accuracy" role="status">
        {gps.status === 'located' ? t('map.accuracy', { metres: Math.round(gps.accuracy) }) : t('map.accuracyNotYet')}
      </p>
      {problem && (
        <p id={whyId} className="map-hole__why alert alert-error">
          {problem}
        </p>
      )}
      <ul className="map-hole__points">
        {HOLE_POINTS.map((entry) => {
          const set = !isPointMissing(hole, entry.point);
          return (
            <li key={entry.point}>
              <span className="map-hole__state">
                {set ? t('map.set', { point: labelOf(entry) }) : t('map.notSet', { point: labelOf(entry) })}
              </span>
              {mayRecordPoint(hole, entry.point, editor) && (
                <button
                  type="button"
                  className="button"
                  disabled={problem !== null || busy !== null}
                  aria-describedby={problem ? whyId : undefined}
                  onClick={() => void record(entry)}
                >
                  {busy === entry.point ? t('map.recording') : t(POINT_WORDS[entry.point].button)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {done && (
        <p className="map-hole__done" role="status">
          {done}
        </p>
      )}
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <p className="muted map-hole__who">
        {editor
          ? t('map.editor')
          : t('map.notEditor')}
      </p>
    </div>
  );
}
