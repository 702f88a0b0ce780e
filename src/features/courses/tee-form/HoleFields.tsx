// One hole of the tee editor: number, par, stroke index and distance always in view; coordinates and
// obstacles folded away (most golfers never type them), opened by itself when one of them is wrong.
import { useState } from 'react';
import { unitSymbol, type DistanceUnit, type HoleErrors } from '@/domain/index.ts';
import { currentPosition } from '@/scoring/gps/current-position.ts';
import { InputField } from '../form/fields.tsx';
import { type CoordinateField, type HoleForm, type ObstacleForm, obstacleKey } from './model.ts';
import { canAddObstacle } from './size-limits.ts';
import { COURSE_LIMITS } from '@/data/course-limits.ts';
import { errorText } from '@/ui/error-text.ts';
import '@/ui/danger-button.css';

const POINTS: readonly { title: string; lat: CoordinateField; lon: CoordinateField }[] = [
  { title: 'Tee', lat: 'teeLatitude', lon: 'teeLongitude' },
  { title: 'Green front', lat: 'greenFrontLatitude', lon: 'greenFrontLongitude' },
  { title: 'Green middle', lat: 'middleLatitude', lon: 'middleLongitude' },
  { title: 'Green back', lat: 'greenEndLatitude', lon: 'greenEndLongitude' },
  { title: 'Flag', lat: 'latitude', lon: 'longitude' },
];

const LOCATION_FIELDS: readonly (keyof HoleErrors)[] = [...POINTS.flatMap((p) => [p.lat, p.lon]), 'obstacles'];

export interface HoleFieldsProps {
  index: number;
  hole: HoleForm;
  /** The unit the distance is typed in. */
  unit: DistanceUnit;
  errors: HoleErrors;
  onChange(patch: Partial<HoleForm>): void;
}

export function HoleFields({ index, hole, unit, errors, onChange }: HoleFieldsProps) {
  const [open, setOpen] = useState(false);
  const locationError = LOCATION_FIELDS.some((f) => errors[f] !== undefined);
  const expanded = open || locationError;
  const pointCount = POINTS.filter((p) => hole[p.lat] !== '' && hole[p.lon] !== '').length;
  const setObstacle = (key: string, patch: Partial<ObstacleForm>) =>
    onChange({ obstacles: hole.obstacles.map((o) => (o.key === key ? { ...o, ...patch } : o)) });

  return (
    <fieldset className="hole-fields">
      <legend>Hole {index + 1}</legend>
      <div className="hole-grid">
        <InputField label="Number" inputMode="numeric" value={hole.number} error={errors.number} onChange={(e) => onChange({ number: e.target.value })} />
        <InputField label="Par" inputMode="numeric" value={hole.par} error={errors.par} onChange={(e) => onChange({ par: e.target.value })} />
        <InputField label="Stroke index" inputMode="numeric" value={hole.hcp} error={errors.hcp} onChange={(e) => onChange({ hcp: e.target.value })} />
        <InputField
          label={`Distance (${unitSymbol(unit)})`}
          inputMode="decimal"
          value={hole.distance}
          error={errors.distance}
          onChange={(e) => onChange({ distance: e.target.value })}
        />
      </div>
      <details className="hole-details" open={expanded} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          Coordinates and obstacles ({pointCount} {pointCount === 1 ? 'point' : 'points'}, {hole.obstacles.length}{' '}
          {hole.obstacles.length === 1 ? 'obstacle' : 'obstacles'})
        </summary>
        {/* Rendered only while open: 18 holes of coordinate inputs would slow every keystroke on a phone. */}
        {expanded && (
          <>
            <div className="point-grid">
              {POINTS.map((p) => (
                <PointFields key={p.lat} title={p.title} hole={hole} lat={p.lat} lon={p.lon} errors={errors} onChange={onChange} />
              ))}
            </div>
            {errors.obstacles && (
              <p className="field-error" role="alert">
                {errors.obstacles}
              </p>
            )}
            {hole.obstacles.map((o, i) => (
              <div key={o.key} className="obstacle-row" role="group" aria-label={`Obstacle ${i + 1}`}>
                <InputField className="obstacle-name" label="Obstacle name" placeholder="Bunker, water, tree…" value={o.name} onChange={(e) => setObstacle(o.key, { name: e.target.value })} />
                <InputField label="Latitude" value={o.latitude} onChange={(e) => setObstacle(o.key, { latitude: e.target.value })} />
                <InputField label="Longitude" value={o.longitude} onChange={(e) => setObstacle(o.key, { longitude: e.target.value })} />
                <button type="button" className="button button-danger" onClick={() => onChange({ obstacles: hole.obstacles.filter((x) => x.key !== o.key) })}>
                  Remove obstacle {i + 1}
                </button>
              </div>
            ))}
            {canAddObstacle(hole) ? (
              <button
                type="button"
                className="button"
                onClick={() => onChange({ obstacles: [...hole.obstacles, { key: obstacleKey(), name: '', latitude: '', longitude: '' }] })}
              >
                Add obstacle
              </button>
            ) : (
              <p className="muted">A hole has at most {COURSE_LIMITS.obstaclesPerHole} obstacles.</p>
            )}
          </>
        )}
      </details>
    </fieldset>
  );
}

interface PointFieldsProps {
  title: string;
  hole: HoleForm;
  lat: CoordinateField;
  lon: CoordinateField;
  errors: HoleErrors;
  onChange(patch: Partial<HoleForm>): void;
}

function PointFields({ title, hole, lat, lon, errors, onChange }: PointFieldsProps) {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fillFromGps = async () => {
    setLocating(true);
    setFailure(null);
    try {
      const here = await currentPosition();
      onChange({ [lat]: String(here.latitude), [lon]: String(here.longitude) });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setLocating(false);
    }
  };
  return (
    <>
      <div className="point-here">
        <button type="button" className="button-link" disabled={locating} onClick={() => void fillFromGps()}>
          {locating ? 'Finding your position…' : `Use my position for ${title.toLowerCase()}`}
        </button>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
      </div>
      {/* No numeric keypad: phone keypads for decimals often lack the minus sign of west and south. */}
      <InputField label={`${title} latitude`} value={hole[lat]} error={errors[lat]} onChange={(e) => onChange({ [lat]: e.target.value })} />
      <InputField label={`${title} longitude`} value={hole[lon]} error={errors[lon]} onChange={(e) => onChange({ [lon]: e.target.value })} />
    </>
  );
}
