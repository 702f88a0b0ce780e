import { useId } from 'react';
import type { ImportedTee } from '../../domain/course-import/index.ts';
import { formatDistance, unitName, wholeUnits } from '../../domain/index.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { useSessionUid } from '../../session/use-session.ts';
import './admin.css';

export interface TeeChoice {
  chosen: boolean;
  /** Stroke indexes typed for the holes the provider left without one, by hole number. */
  typed: Record<number, string>;
}

/** One tee of the previewed course: its figures, its holes, a checkbox to import it, and the form for
 * missing stroke indexes. */
export function TeePreview({
  tee,
  choice,
  errors,
  onChange,
}: {
  tee: ImportedTee;
  choice: TeeChoice;
  errors: Record<number, string>;
  onChange: (c: TeeChoice) => void;
}) {
  const id = useId();
  const metres = tee.holes.reduce((n, h) => n + (h.distance ?? 0), 0);
  const unit = useDistanceUnit(useSessionUid());
  const missing = new Set(tee.missingStrokeIndex);
  const label = `${tee.name} (${tee.gender === 'male' ? "men's" : "women's"})`;
  // An empty field is not a mistake yet (the tee is then skipped with a message); a wrong value is.
  const shownError = (hole: number) => ((choice.typed[hole] ?? '').trim() !== '' ? errors[hole] : undefined);
  return (
    <li className="tee-preview">
      <div className="check tee-preview__pick">
        <input
          id={id}
          type="checkbox"
          checked={choice.chosen && !tee.unusable}
          disabled={tee.unusable !== undefined}
          onChange={(e) => onChange({ ...choice, chosen: e.target.checked })}
        />
        <label htmlFor={id}>
          Import tee {label}
        </label>
      </div>
      <dl className="params">
        <div>
          <dt>Type</dt>
          <dd>{tee.type}</dd>
        </div>
        <div>
          <dt>Colour</dt>
          <dd>{tee.colour}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{tee.cr ?? '—'}</dd>
        </div>
        <div>
          <dt>Slope</dt>
          <dd>{tee.slope ?? '—'}</dd>
        </div>
        <div>
          <dt>Par</dt>
          <dd>{tee.par}</dd>
        </div>
        <div>
          <dt>Holes</dt>
          <dd>{tee.holeCount}</dd>
        </div>
        <div>
          <dt>Length</dt>
          <dd>{metres > 0 ? formatDistance(metres, unit) : '—'}</dd>
        </div>
      </dl>
      {tee.unusable && <p className="notice">This tee cannot be imported: {tee.unusable}.</p>}
      {!tee.unusable && missing.size > 0 && (
        <p className="notice" id={`${id}-missing`}>
          The provider gives no stroke index for hole{missing.size > 1 ? 's' : ''} {[...missing].join(', ')}. Fill {missing.size > 1 ? 'them' : 'it'} in below,
          or the tee is skipped.
        </p>
      )}
      {tee.holes.length > 0 && (
        <div className="tee-holes">
          <table className="table">
            <caption className="visually-hidden">Holes of tee {label}</caption>
            <thead>
              <tr>
                <th scope="col">Hole</th>
                <th scope="col">Par</th>
                <th scope="col">{unitName(unit)}</th>
                <th scope="col">Stroke index</th>
              </tr>
            </thead>
            <tbody>
              {tee.holes.map((h) => (
                <tr key={h.number}>
                  <th scope="row">{h.number}</th>
                  <td>{h.par}</td>
                  <td>{h.distance === undefined ? '—' : wholeUnits(h.distance, unit)}</td>
                  <td>
                    {missing.has(h.number) && !tee.unusable ? (
                      <>
                        <input
                          className="stroke-index-input"
                          type="text"
                          inputMode="numeric"
                          aria-label={`Stroke index of hole ${h.number}, tee ${label}`}
                          aria-invalid={shownError(h.number) ? true : undefined}
                          value={choice.typed[h.number] ?? ''}
                          onChange={(e) => onChange({ ...choice, typed: { ...choice.typed, [h.number]: e.target.value } })}
                        />
                        {shownError(h.number) && <span className="field-error">{shownError(h.number)}</span>}
                      </>
                    ) : (
                      (h.hcp ?? '—')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
