// "Map this hole": a golfer standing on the tee or at the green records that point of the hole from
// the phone's position (docs/PRODUCT.md, "Mapping a hole"). Closed by default and at the foot of the
// screen, so nothing is recorded by a stray tap. Offers only what the rules accept: a point that is
// set is shown as set, and only the course's creator or an administrator may move it.
import { useId, useState } from 'react';
import { editsCourse, recordHolePoint } from '../../data/writes/course-points.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import type { CourseDoc, CourseHole } from '../../data/types.ts';
import { accuracyProblem, HOLE_POINTS, isPointMissing, mayRecordPoint, type HolePoint, type HolePointSpec } from '../../domain/hole-points.ts';
import { useGeolocation, type GeolocationState } from '../../scoring/gps/use-geolocation.ts';
import { errorText } from '../../ui/error-text.ts';
import './map-hole.css';

export interface MapHoleProps {
  course: CourseDoc;
  teeId: string;
  hole: CourseHole;
  uid: string;
  isAdmin: boolean;
}

export function MapHole(props: MapHoleProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className="map-hole" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Map this hole</summary>
      {/* The GPS is watched only while the disclosure is open. */}
      {open && <MapHoleBody {...props} />}
    </details>
  );
}

/** Why no point can be recorded right now, or null when one can. */
function positionProblem(gps: GeolocationState): string | null {
  switch (gps.status) {
    case 'located':
      return accuracyProblem(gps.accuracy);
    case 'locating':
      return 'Finding your position… A point can be recorded once it is known to 10 m or better.';
    case 'denied':
      return 'Location is turned off for this app, so no point can be recorded. Allow location for this site in your browser settings.';
    case 'unsupported':
      return 'This browser cannot tell your position, so no point can be recorded.';
    case 'unavailable':
      return `${gps.message} No point can be recorded until it is.`;
  }
}

/** "Green front" from "Green front here". */
const labelOf = (entry: HolePointSpec) => entry.button.replace(/ here$/, '');

function MapHoleBody({ course, teeId, hole, uid, isAdmin }: MapHoleProps) {
  const db = useGolfDatabase();
  const gps = useGeolocation(true);
  const whyId = useId();
  const [busy, setBusy] = useState<HolePoint | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const editor = editsCourse(course, uid, isAdmin);
  const problem = positionProblem(gps);

  const record = async (entry: HolePointSpec) => {
    if (gps.status !== 'located') return;
    setBusy(entry.point);
    setDone(null);
    setFailure(null);
    try {
      await recordHolePoint(db, { courseId: course.id, teeId, holeNumber: hole.number, point: entry.point, position: gps.position, accuracy: gps.accuracy, uid, isAdmin });
      setDone(`${labelOf(entry)} of hole ${hole.number} recorded, to about ${Math.round(gps.accuracy)} m. Every golfer gets it when this phone next syncs.`);
    } catch (error) {
      setFailure(`Not recorded: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="map-hole__body">
      <p className="muted map-hole__intro">Stand on the spot, then tap its button. The point is saved on the course, for every golfer who plays it.</p>
      <p className="map-hole__accuracy" role="status">
        {gps.status === 'located' ? `GPS accuracy: about ${Math.round(gps.accuracy)} m.` : 'GPS accuracy: not known yet.'}
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
                {labelOf(entry)}: {set ? 'set' : 'not mapped yet'}
              </span>
              {mayRecordPoint(hole, entry.point, editor) && (
                <button
                  type="button"
                  className="button"
                  disabled={problem !== null || busy !== null}
                  aria-describedby={problem ? whyId : undefined}
                  onClick={() => void record(entry)}
                >
                  {busy === entry.point ? 'Recording…' : entry.button}
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
          ? 'You may move any point of this course (you created it, or you are an administrator).'
          : 'You can record a point that is not mapped yet. Once set, only the course’s creator or an administrator can change it.'}
      </p>
    </div>
  );
}
