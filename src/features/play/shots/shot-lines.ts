// The text of each mark of a hole (docs/PRODUCT.md, "Marking shots"): "Tee", "Shot 2: 7-iron, 142 m".
import { formatDistance, isAccurate, shotsOfHole, type DistanceUnit, type LatLng, type Shot } from '../../../domain/index.ts';
import type { Club, ShotMarkEntry } from '../../../data/types.ts';
import type { Translate } from '../../../i18n/catalog.ts';
import type { PlayKey } from '../i18n/index.ts';

export interface MarkLine {
  mark: ShotMarkEntry;
  /** What the mark is, for its controls' names: "Tee", "Shot 2". */
  what: string;
  /** The whole line: "Shot 2: 7-iron, 142 m". */
  text: string;
  /** The shot that ended at this mark, when its start is known. */
  shot: Shot | undefined;
  /** The fix is worse than the club distances take. */
  poor: boolean;
}

export function clubName(t: Translate<PlayKey>, club: string | undefined, bag: readonly Club[]): string {
  if (club === undefined) return t('shots.noClub');
  return bag.find((c) => c.id === club)?.name ?? t('shots.otherClub');
}

/** The lines of a hole's marks, in time order, with each shot measured from where it was played. */
export function markLines(
  t: Translate<PlayKey>,
  marks: readonly ShotMarkEntry[],
  teePoint: LatLng | null,
  bag: readonly Club[],
  unit: DistanceUnit,
  locale: string,
): MarkLine[] {
  const shots = new Map(shotsOfHole(marks, teePoint).map((s) => [s.markId, s]));
  const ordered = [...marks].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  let n = 0;
  return ordered.map((mark) => {
    const poor = !isAccurate(mark);
    if (mark.tee) return { mark, what: t('shots.tee'), text: t('shots.tee'), shot: undefined, poor };
    n += 1;
    const shot = shots.get(mark.id);
    const club = clubName(t, mark.club, bag);
    const what = t('shots.shotName', { n });
    const text = shot ? t('shots.shot', { n, club, distance: formatDistance(shot.distance, unit, locale) }) : t('shots.ball', { n, club });
    return { mark, what, text, shot, poor };
  });
}
