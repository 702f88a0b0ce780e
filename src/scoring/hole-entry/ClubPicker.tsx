// The clubs used on a hole, picked from the golfer's bag; the order of the taps is kept.
import { memo, type ReactNode } from 'react';
import type { Club } from '../../data/types.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';

export interface ClubPickerProps {
  bag: readonly Club[];
  /** Ids of the clubs used, in order. */
  value: readonly string[];
  onChange: (clubs: string[]) => void;
  /** Shown instead when the bag is empty (a way to fill it). */
  emptyBag: ReactNode;
}

/** Memoised: skips a tap on a counter of the hole (its value and callback are stable). */
export const ClubPicker = memo(function ClubPicker({ bag, value, onChange, emptyBag }: ClubPickerProps) {
  const t = useT(scoringText);
  if (bag.length === 0) return <>{emptyBag}</>;
  return (
    <fieldset className="club-picker">
      <legend>{t('hole.clubs')}</legend>
      <div className="club-picker__options">
        {bag.map((club) => {
          const used = value.includes(club.id);
          return (
            <button
              key={club.id}
              type="button"
              aria-pressed={used}
              className={used ? 'chip chip--on' : 'chip'}
              onClick={() => onChange(used ? value.filter((id) => id !== club.id) : [...value, club.id])}
            >
              {club.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
});
