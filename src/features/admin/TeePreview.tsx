import { useId } from 'react';
import type { ImportedTee } from '../../domain/course-import/index.ts';
import { formatDistance, wholeUnits } from '../../domain/index.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { useSessionUid } from '../../session/use-session.ts';
import './admin.css';
import { useT } from '../../i18n/catalog.ts';
import { formatNumber, useLocale } from '../../i18n/formats.ts';
import { useDomainWords } from '../../data/domain-words.ts';
import { adminText } from './i18n/index.ts';
import { teeReasonText } from './tee-skip-text.ts';

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
  const t = useT(adminText);
  const locale = useLocale();
  const id = useId();
  // Metres are stored exact (yards x 0.9144); the yards are the service's own.
  const metres = tee.holes.reduce((n, h) => n + (h.distance ?? 0), 0);
  const yards = tee.holes.reduce((n, h) => n + (h.yards ?? 0), 0);
  const words = useDomainWords();
  // Ratings in the administrator's locale: "72,5" in Spanish.
  const rating = (cr: number) => formatNumber(cr, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const nine = (r: ImportedTee['front9']) => (r ? `${rating(r.cr)} / ${r.slope}` : '—');
  const unit = useDistanceUnit(useSessionUid());
  const missing = new Set(tee.missingStrokeIndex);
  const label = tee.gender === 'male' ? t('tee.men', { tee: tee.name }) : t('tee.women', { tee: tee.name });
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
          {t('tee.import', { tee: label })}
        </label>
      </div>
      <dl className="params">
        <div>
          <dt>{t('tee.type')}</dt>
          <dd>{words.teeType(tee.type)}</dd>
        </div>
        <div>
          <dt>{t('tee.colour')}</dt>
          <dd>{words.teeColour(tee.colour)}</dd>
        </div>
        <div>
          <dt>{t('tee.rating')}</dt>
          <dd>{tee.cr === undefined ? '—' : rating(tee.cr)}</dd>
        </div>
        <div>
          <dt>{t('tee.slope')}</dt>
          <dd>{tee.slope ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('tee.par')}</dt>
          <dd>{tee.par}</dd>
        </div>
        <div>
          <dt>{t('tee.holes')}</dt>
          <dd>{tee.holeCount}</dd>
        </div>
        <div>
          <dt>{t('tee.length')}</dt>
          <dd>{metres > 0 ? `${yards > 0 ? `${formatNumber(yards, locale)} yd, ` : ''}${formatDistance(metres, unit === 'yards' ? 'metres' : unit, locale)}` : '—'}</dd>
        </div>
        {tee.holeCount === 18 && (
          <>
            <div>
              <dt>{t('tee.front9')}</dt>
              <dd>{nine(tee.front9)}</dd>
            </div>
            <div>
              <dt>{t('tee.back9')}</dt>
              <dd>{nine(tee.back9)}</dd>
            </div>
          </>
        )}
      </dl>
      {tee.unusable && <p className="notice">{t('tee.unusable', { reason: teeReasonText(t, tee.unusable) })}</p>}
      {!tee.unusable && missing.size > 0 && (
        <p className="notice" id={`${id}-missing`}>
          {t('tee.missing', { count: missing.size, holes: [...missing].join(', ') })}
        </p>
      )}
      {tee.holes.length > 0 && (
        <div className="tee-holes">
          <table className="table">
            <caption className="visually-hidden">{t('tee.holesOf', { tee: label })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tee.hole')}</th>
                <th scope="col">{t('tee.par')}</th>
                {/* Short headers: the stroke index inputs must stay in view on a phone. */}
                <th scope="col">
                  <abbr title={t('tee.yards')}>{t('tee.yardsShort')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('tee.metres')}>{t('tee.metresShort')}</abbr>
                </th>
                <th scope="col">{t('tee.strokeIndex')}</th>
              </tr>
            </thead>
            <tbody>
              {tee.holes.map((h) => (
                <tr key={h.number}>
                  <th scope="row">{h.number}</th>
                  <td>{h.par}</td>
                  <td>{h.yards ?? '—'}</td>
                  <td>{h.distance === undefined ? '—' : wholeUnits(h.distance, 'metres')}</td>
                  <td>
                    {missing.has(h.number) && !tee.unusable ? (
                      <>
                        <input
                          className="stroke-index-input"
                          type="text"
                          inputMode="numeric"
                          aria-label={t('tee.strokeIndexOf', { hole: h.number, tee: label })}
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
