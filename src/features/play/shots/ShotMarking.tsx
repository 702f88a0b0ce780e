// "Shots" on a hole (docs/PRODUCT.md, "Marking shots"): the club for the distance to the green's middle,
// the "Mark ball" button, what was marked last, and the hole's marks one tap away. On the play screen the
// button sits in a bar fixed above Previous / Next, where the thumb is and where nothing moves it; on
// the group screen each player's button is in that player's section.
import { useMemo, useState } from 'react';
import { SHOT_MARK_LIMITS } from '../../../../schemas/limits.ts';
import { distanceMeters, formatDistance, onTheGreen, pointOf, suggestClub, type ClubDistance, type DistanceUnit } from '../../../domain/index.ts';
import type { Club, ScoreCardHole, ShotMarksDoc } from '../../../data/types.ts';
import { currentFix } from '../../../scoring/gps/current-position.ts';
import { hasGreen } from '../../../scoring/gps/has-green.ts';
import { useGeolocation, type GeolocationState } from '../../../scoring/gps/use-geolocation.ts';
import { useT, type Translate } from '../../../i18n/catalog.ts';
import { useLocale } from '../../../i18n/formats.ts';
import { playText, type PlayKey } from '../i18n/index.ts';
import { MarkList } from './MarkList.tsx';
import { markLines } from './shot-lines.ts';
import { marksOfHole, useShotMarking } from './use-shot-marking.ts';
import './shots.css';

export interface ShotMarkingProps {
  cardId: string;
  /** The card's player: the marks are theirs. */
  userId: string;
  /** The hole with the points the course has now. */
  hole: ScoreCardHole;
  marksDoc: ShotMarksDoc | null;
  /** The marks are still being read: their count is not shown yet (it would jump from 0). */
  marksLoading?: boolean;
  /** The screen already says how well the position is known (the green distances above): not again here. */
  positionShown?: boolean;
  /** The player's bag when this phone has it (the golfer's own card), else none. */
  bag: readonly Club[];
  measured: ReadonlyMap<string, ClubDistance>;
  unit: DistanceUnit;
  /** The player's name on the group screen (several players' buttons share it). */
  player?: string;
  /** The button in the bar fixed above the hole navigation (the play screen) or in place (group). */
  fixedButton?: boolean;
}

function gpsLine(t: Translate<PlayKey>, gps: GeolocationState, unit: DistanceUnit, locale: string): string {
  switch (gps.status) {
    case 'located':
      return t('shots.accuracy', { distance: formatDistance(gps.accuracy, unit, locale) });
    case 'locating':
      return t('shots.locating');
    case 'denied':
      return t('shots.denied');
    case 'unsupported':
      return t('shots.unsupported');
    case 'unavailable':
      return t('shots.unavailable', { problem: gps.message });
  }
}

export function ShotMarking({ cardId, userId, hole, marksDoc, marksLoading = false, positionShown = false, bag, measured, unit, player, fixedButton = false }: ShotMarkingProps) {
  const t = useT(playText);
  const locale = useLocale();
  const marks = marksOfHole(marksDoc, hole.number);
  const teePoint = pointOf(hole.teeLatitude, hole.teeLongitude);
  // The shared watch of the phone's position (position-watch.ts) runs on a hole with a green or a tee
  // to measure from, as the distances' does; on a hole with neither, "Mark ball" asks for one fix.
  const watched = hasGreen(hole) || teePoint !== null;
  const gps = useGeolocation(watched);
  const marking = useShotMarking({ cardId, userId, hole: hole.number, marks, teePoint, green: hole, bag, measured });
  const lines = useMemo(() => markLines(t, marks, teePoint, bag, unit, locale), [t, marks, teePoint?.latitude, teePoint?.longitude, bag, unit, locale]); // eslint-disable-line react-hooks/exhaustive-deps -- the tee point by its coordinates
  const [open, setOpen] = useState(false);
  const [marked, setMarked] = useState<string | null>(null);
  // One mark at a time: a second tap while the first waits for its fix would mark the ball twice.
  const [busy, setBusy] = useState(false);

  const middle = pointOf(hole.middleLatitude, hole.middleLongitude);
  const toMiddle = gps.status === 'located' && middle ? distanceMeters(gps.position, middle) : null;
  // On the green the club is the putter: no wedge for the last few metres (docs/GOLF.md, "Shots and club distances").
  const onGreen = gps.status === 'located' && onTheGreen(gps.position, hole);
  const choice = toMiddle === null || onGreen ? null : suggestClub(toMiddle, bag, measured);

  const onMark = async () => {
    const fromWatch = watched && gps.status === 'located' ? { position: gps.position, accuracy: gps.accuracy } : null;
    setBusy(true);
    const entry = await marking.mark(() => (fromWatch ? Promise.resolve(fromWatch) : currentFix()));
    setBusy(false);
    // A second tap where the ball was last marked is the same ball, not a 0 m shot: nothing was written.
    if (entry === 'same-spot') {
      setMarked(t('shots.sameSpot'));
      return;
    }
    const line = entry ? markLines(t, [...marks, entry], teePoint, bag, unit, locale).find((l) => l.mark.id === entry.id) : undefined;
    setMarked(line ? t('shots.marked', { line: line.text }) : null);
  };

  const blockedText = marking.blocked === 'full' ? t('shots.full', { max: SHOT_MARK_LIMITS.marksPerHole }) : null;
  const button = (
    <button
      type="button"
      className="button button-primary mark-ball"
      onClick={() => void onMark()}
      disabled={marking.blocked !== null || busy}
      aria-label={player ? t('shots.markFor', { name: player }) : undefined}
    >
      {t('shots.mark')}
    </button>
  );
  const listText = marksLoading ? t('shots.listLoading', { number: hole.number }) : t('shots.list', { number: hole.number, count: marks.length });
  const suggestion =
    toMiddle !== null && onGreen ? (
      <p className="shot-marking__suggestion">{t('shots.onGreen', { distance: formatDistance(toMiddle, unit, locale) })}</p>
    ) : (
      choice &&
      toMiddle !== null && (
        <p className="shot-marking__suggestion">
          {t('shots.suggestion', {
            distance: formatDistance(toMiddle, unit, locale),
            club: choice.club.name,
            clubDistance: formatDistance(choice.distance, unit, locale),
            source: choice.source,
          })}
        </p>
      )
    );
  // The accuracy (or "finding your position") once per screen: the green distances above say it already.
  const gpsText = !watched || (positionShown && (gps.status === 'located' || gps.status === 'locating')) ? null : gpsLine(t, gps, unit, locale);

  return (
    <section className="shot-marking" aria-label={player ? `${t('shots.title')}, ${player}` : t('shots.title')}>
      {/* In place, the button comes first: the suggestion appearing with a fix never moves it. */}
      {fixedButton ? (
        <>
          {suggestion}
          <div className="mark-ball-bar">{button}</div>
        </>
      ) : (
        <>
          {button}
          {suggestion}
        </>
      )}
      <p className="muted shot-marking__state" role="status">
        {marked ?? blockedText ?? gpsText}
      </p>
      {marking.error && (
        <p role="alert" className="alert alert-error">
          {t('shots.notSaved', { error: marking.error })}
        </p>
      )}
      <button
        type="button"
        className="chip shot-marking__toggle"
        aria-expanded={open}
        aria-label={player ? (marksLoading ? `${listText}, ${player}` : t('shots.listFor', { number: hole.number, count: marks.length, name: player })) : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {listText}
      </button>
      {open && <MarkList lines={lines} bag={bag} unit={unit} onEdit={marking.edit} onDelete={marking.remove} />}
    </section>
  );
}
