// One tee of a course as a golfer reads it: type, colour, rating and slope, and the holes with links
// to each hole's page.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Tee } from '@/data/types.ts';
import { formatDistance, labelOf, TEE_COLOUR_OPTIONS, TEE_TYPE_OPTIONS, unitName, wholeUnits } from '@/domain/index.ts';
import { useDistanceUnit } from '@/data/hooks/use-distance-unit.ts';
import { useSessionUid } from '@/session/use-session.ts';

export interface TeeCardProps {
  courseId: string;
  tee: Tee;
  /** Edit / delete buttons, for golfers who may change the course. */
  actions?: ReactNode;
}

export function TeeCard({ courseId, tee, actions }: TeeCardProps) {
  const holes = [...tee.holes].sort((a, b) => a.number - b.number);
  const par = holes.reduce((sum, h) => sum + h.par, 0);
  const length = holes.reduce((sum, h) => sum + (h.distance ?? 0), 0);
  const headingId = `tee-${tee.id}`;
  const unit = useDistanceUnit(useSessionUid());
  return (
    <article className="tee-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {tee.colour && <span className="tee-swatch" style={{ background: tee.colour }} aria-hidden="true" />}
        {tee.name}
      </h2>
      <ul className="tee-facts">
        <li>{labelOf(TEE_TYPE_OPTIONS, tee.type)}</li>
        {tee.colour && <li>{labelOf(TEE_COLOUR_OPTIONS, tee.colour)}</li>}
        <li>{tee.holeCount} holes</li>
        <li>Par {par}</li>
        {length > 0 && <li>{formatDistance(length, unit)}</li>}
        <li>Rating {tee.cr ?? '–'}</li>
        <li>Slope {tee.slope ?? '–'}</li>
      </ul>
      <div className="table-scroll">
        <table className="table holes-table">
          <caption className="visually-hidden">Holes of the {tee.name} tee</caption>
          <thead>
            <tr>
              <th scope="col">Hole</th>
              <th scope="col">Par</th>
              <th scope="col">
                <abbr title="Stroke index">SI</abbr>
              </th>
              <th scope="col">{unitName(unit)}</th>
            </tr>
          </thead>
          <tbody>
            {holes.map((h) => (
              <tr key={h.number}>
                <td>
                  <Link
                    to="/courses/$id/tee/$tee/hole/$hole"
                    params={{ id: courseId, tee: tee.id, hole: String(h.number) }}
                    className="tee-card__hole-link"
                    aria-label={`Hole ${h.number}, par ${h.par}${h.distance === undefined ? '' : `, ${formatDistance(h.distance, unit)}`}, ${tee.name} tee`}
                  >
                    {h.number}
                  </Link>
                </td>
                <td>{h.par}</td>
                <td>{h.hcp}</td>
                <td>{h.distance === undefined ? '–' : wholeUnits(h.distance, unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {actions && <div className="course-actions">{actions}</div>}
    </article>
  );
}
