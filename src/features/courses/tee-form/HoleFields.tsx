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
import { useFieldErrorText } from '@/data/field-errors.ts';
import { useT } from '@/i18n/catalog.ts';
import { coursesText, type CoursesKey } from '../i18n/index.ts';
import '@/ui/danger-button.css';

/** A point of the hole: its stored fields and the messages naming its inputs. */
interface Point {
  lat: CoordinateField;
  lon: CoordinateField;
  here: CoursesKey;
  latLabel: CoursesKey;
  lonLabel: CoursesKey;
}

const POINTS: readonly Point[] = [
  { lat: 'teeLatitude', lon: 'teeLongitude', here: 'point.tee.here', latLabel: 'point.tee.latitude', lonLabel: 'point.tee.longitude' },
  { lat: 'greenFrontLatitude', lon: 'greenFrontLongitude', here: 'point.front.here', latLabel: 'point.front.latitude', lonLabel: 'point.front.longitude' },
  { lat: 'middleLatitude', lon: 'middleLongitude', here: 'point.middle.here', latLabel: 'point.middle.latitude', lonLabel: 'point.middle.longitude' },
  { lat: 'greenEndLatitude', lon: 'greenEndLongitude', here: 'point.back.here', latLabel: 'point.back.latitude', lonLabel: 'point.back.longitude' },
  { lat: 'latitude', lon: 'longitude', here: 'point.flag.here', latLabel: 'point.flag.latitude', lonLabel: 'point.flag.longitude' },
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
  const t = useT(coursesText);
  const fieldError = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const locationError = LOCATION_FIELDS.some((f) => errors[f] !== undefined);
  const expanded = open || locationError;
  const pointCount = POINTS.filter((p) => hole[p.lat] !== '' && hole[p.lon] !== '').length;
  const setObstacle = (key: string, patch: Partial<ObstacleForm>) =>
    onChange({ obstacles: hole.obstacles.map((o) => (o.key === key ? { ...o, ...patch } : o)) });

  return (
    <fieldset className="hole-fields">
      <legend>{t('holeFields.legend', { number: index + 1 })}</legend>
      <div className="hole-grid">
        <InputField label={t('holeFields.number')} inputMode="numeric" value={hole.number} error={fieldError(errors.number)} onChange={(e) => onChange({ number: e.target.value })} />
        <InputField label={t('holeFields.par')} inputMode="numeric" value={hole.par} error={fieldError(errors.par)} onChange={(e) => onChange({ par: e.target.value })} />
        <InputField label={t('holeFields.strokeIndex')} inputMode="numeric" value={hole.hcp} error={fieldError(errors.hcp)} onChange={(e) => onChange({ hcp: e.target.value })} />
        <InputField
          label={t('holeFields.distance', { unit: unitSymbol(unit) })}
          inputMode="decimal"
          value={hole.distance}
          error={fieldError(errors.distance)}
          onChange={(e) => onChange({ distance: e.target.value })}
        />
      </div>
      <details className="hole-details" open={expanded} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {t('holeFields.summary', { points: pointCount, obstacles: hole.obstacles.length })}
        </summary>
        {/* Rendered only while open: 18 holes of coordinate inputs would slow every keystroke on a phone. */}
        {expanded && (
          <>
            <div className="point-grid">
              {POINTS.map((p) => (
                <PointFields key={p.lat} point={p} hole={hole} errors={errors} onChange={onChange} />
              ))}
            </div>
            {errors.obstacles && (
              <p className="field-error" role="alert">
                {fieldError(errors.obstacles)}
              </p>
            )}
            {hole.obstacles.map((o, i) => (
              <div key={o.key} className="obstacle-row" role="group" aria-label={t('holeFields.obstacle', { number: i + 1 })}>
                <InputField className="obstacle-name" label={t('holeFields.obstacleName')} placeholder={t('holeFields.obstaclePlaceholder')} value={o.name} onChange={(e) => setObstacle(o.key, { name: e.target.value })} />
                <InputField label={t('holeFields.latitude')} value={o.latitude} onChange={(e) => setObstacle(o.key, { latitude: e.target.value })} />
                <InputField label={t('holeFields.longitude')} value={o.longitude} onChange={(e) => setObstacle(o.key, { longitude: e.target.value })} />
                <button type="button" className="button button-danger" onClick={() => onChange({ obstacles: hole.obstacles.filter((x) => x.key !== o.key) })}>
                  {t('holeFields.removeObstacle', { number: i + 1 })}
                </button>
              </div>
            ))}
            {canAddObstacle(hole) ? (
              <button
                type="button"
                className="button"
                onClick={() => onChange({ obstacles: [...hole.obstacles, { key: obstacleKey(), name: '', latitude: '', longitude: '' }] })}
              >
                {t('holeFields.addObstacle')}
              </button>
            ) : (
              <p className="muted">{t('holeFields.obstacleMax', { max: COURSE_LIMITS.obstaclesPerHole })}</p>
            )}
          </>
        )}
      </details>
    </fieldset>
  );
}

interface PointFieldsProps {
  point: Point;
  hole: HoleForm;
  errors: HoleErrors;
  onChange(patch: Partial<HoleForm>): void;
}

function PointFields({ point, hole, errors, onChange }: PointFieldsProps) {
  const t = useT(coursesText);
  const fieldError = useFieldErrorText();
  const { lat, lon } = point;
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
          {locating ? t('holeFields.locating') : t(point.here)}
        </button>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
      </div>
      {/* No numeric keypad: phone keypads for decimals often lack the minus sign of west and south. */}
      <InputField label={t(point.latLabel)} value={hole[lat]} error={fieldError(errors[lat])} onChange={(e) => onChange({ [lat]: e.target.value })} />
      <InputField label={t(point.lonLabel)} value={hole[lon]} error={fieldError(errors[lon])} onChange={(e) => onChange({ [lon]: e.target.value })} />
    </>
  );
}
