// One tee of a course as a golfer reads it: type, colour, rating and slope, and the holes with links
// to each hole's page.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Tee } from '@/data/types.ts';
import { formatDistance, wholeUnits } from '@/domain/index.ts';
import { useDomainWords } from '@/data/domain-words.ts';
import { useT } from '@/i18n/catalog.ts';
import { formatNumber, useLocale } from '@/i18n/formats.ts';
import { coursesText } from '../i18n/index.ts';
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
  const t = useT(coursesText);
  const locale = useLocale();
  const words = useDomainWords();
  return (
    <article className="tee-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {tee.colour && <span className="tee-swatch" style={{ background: tee.colour }} aria-hidden="true" />}
        {tee.name}
      </h2>
      <ul className="tee-facts">
        <li>{words.teeType(tee.type)}</li>
        {tee.colour && <li>{words.teeColour(tee.colour)}</li>}
        <li>{t('tee.holes', { count: tee.holeCount })}</li>
        <li>{t('tee.par', { par })}</li>
        {length > 0 && <li>{formatDistance(length, unit, locale)}</li>}
        {/* Through Intl: "72,5" in Spanish (a message's plain value would print "72.5"). */}
        <li>{t('tee.rating', { value: tee.cr === undefined ? '–' : formatNumber(tee.cr, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}</li>
        <li>{t('tee.slope', { value: tee.slope ?? '–' })}</li>
      </ul>
      <div className="table-scroll">
        <table className="table holes-table">
          <caption className="visually-hidden">{t('tee.caption', { name: tee.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tee.hole')}</th>
              <th scope="col">{t('tee.parHeader')}</th>
              <th scope="col">
                <abbr title={t('tee.strokeIndex')}>{t('tee.si')}</abbr>
              </th>
              <th scope="col">{unit === 'yards' ? t('tee.yards') : t('tee.metres')}</th>
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
                    aria-label={
                      h.distance === undefined
                        ? t('tee.holeLink', { number: h.number, par: h.par, name: tee.name })
                        : t('tee.holeLinkDistance', { number: h.number, par: h.par, distance: formatDistance(h.distance, unit, locale), name: tee.name })
                    }
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
