// A hole's marks, each with its club, its lie, "Partial shot", "On the tee" (the first mark) and "Delete"
// (docs/PRODUCT.md, "Marking shots"). A fix too poor for the club distances says so.
import { formatDistance, LIES, type DistanceUnit, type Lie } from '../../../domain/index.ts';
import type { Club } from '../../../data/types.ts';
import type { ShotMarkPatch } from '../../../data/writes/shot-marks.ts';
import { useT } from '../../../i18n/catalog.ts';
import { useLocale } from '../../../i18n/formats.ts';
import { playText, type PlayKey } from '../i18n/index.ts';
import type { MarkLine } from './shot-lines.ts';
import '../../../ui/chip.css';

interface MarkListProps {
  lines: readonly MarkLine[];
  bag: readonly Club[];
  unit: DistanceUnit;
  onEdit: (markId: string, patch: ShotMarkPatch) => void;
  onDelete: (markId: string) => void;
}

const NO_CLUB = '';
const NO_LIE = '';
/** The lies a ball mark may take, with their words: the tee is the first mark's "On the tee". */
const BALL_LIES = {
  fairway: 'shots.lie.fairway',
  rough: 'shots.lie.rough',
  sand: 'shots.lie.sand',
  recovery: 'shots.lie.recovery',
  green: 'shots.lie.green',
} as const satisfies Partial<Record<Lie, PlayKey>>;
const isLie = (v: string): v is Lie => (LIES as readonly string[]).includes(v);
const OTHER_CLUB = '\u0000other';

export function MarkList({ lines, bag, unit, onEdit, onDelete }: MarkListProps) {
  const t = useT(playText);
  const locale = useLocale();
  if (lines.length === 0) return <p className="muted">{t('shots.none')}</p>;
  return (
    <ol className="mark-list">
      {lines.map((line, i) => {
        const { mark, what } = line;
        const inBag = mark.club === undefined || bag.some((c) => c.id === mark.club);
        return (
          <li key={mark.id} className={line.poor ? 'mark-list__item mark-list__item--poor' : 'mark-list__item'}>
            <p className="mark-list__line">{line.text}</p>
            {line.poor && <p className="mark-list__poor">{t('shots.flagged', { distance: formatDistance(mark.accuracy, unit, locale) })}</p>}
            <div className="mark-list__controls">
              {!mark.tee && (
                <select
                  aria-label={t('shots.clubFor', { what })}
                  value={mark.club === undefined ? NO_CLUB : inBag ? mark.club : OTHER_CLUB}
                  onChange={(e) => {
                    const v = e.target.value;
                    if (v !== OTHER_CLUB) onEdit(mark.id, { club: v === NO_CLUB ? undefined : v });
                  }}
                >
                  <option value={NO_CLUB}>{t('shots.noClubOption')}</option>
                  {!inBag && <option value={OTHER_CLUB}>{t('shots.otherClubOption')}</option>}
                  {bag.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
              {!mark.tee && (
                <select
                  aria-label={t('shots.lieFor', { what })}
                  value={mark.lie ?? NO_LIE}
                  onChange={(e) => {
                    const v = e.target.value;
                    onEdit(mark.id, { lie: isLie(v) ? v : undefined });
                  }}
                >
                  <option value={NO_LIE}>{t('shots.lieNone')}</option>
                  {Object.entries(BALL_LIES).map(([lie, key]) => (
                    <option key={lie} value={lie}>
                      {t(key)}
                    </option>
                  ))}
                </select>
              )}
              {!mark.tee && (
                <button
                  type="button"
                  className="chip"
                  aria-pressed={mark.partial === true}
                  aria-label={t('shots.partialFor', { what })}
                  onClick={() => onEdit(mark.id, { partial: mark.partial === true ? undefined : true })}
                >
                  {t('shots.partial')}
                </button>
              )}
              {i === 0 && (
                <button
                  type="button"
                  className="chip"
                  aria-pressed={mark.tee === true}
                  aria-label={t('shots.teeToggleFor', { what })}
                  onClick={() => onEdit(mark.id, mark.tee === true ? { tee: undefined, lie: undefined } : { tee: true, lie: 'tee', club: undefined, partial: undefined })}
                >
                  {t('shots.teeToggle')}
                </button>
              )}
              <button type="button" className="button mark-list__delete" aria-label={t('shots.deleteFor', { what })} onClick={() => onDelete(mark.id)}>
                {t('shots.delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
