// The play screen: one hole at a time, every tap written to RxDB at once, live totals, and the
// round in play (userData.inPlay) following the hole shown.
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { cardTotals, formatDistance, pointOf, shotsOfHole } from '../../domain/index.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { useClubDistances, useShotMarksState } from '../../data/hooks/use-shot-marks.ts';
import { useLocale } from '../../i18n/formats.ts';
import { ShotMarking } from './shots/ShotMarking.tsx';
import { marksOfHole } from './shots/use-shot-marking.ts';
import type { Club, ScoreCardDoc } from '../../data/types.ts';
import { HoleStrip } from './HoleStrip.tsx';
import { RoundNav } from '../../scoring/hole-entry/RoundNav.tsx';
import { HoleView } from '../../scoring/hole-entry/HoleView.tsx';
import { hasGreenCoordinates, PlayDistances } from './PlayDistances.tsx';
import { MapHole } from './MapHole.tsx';
import { useCourseHole } from './use-course-hole.ts';
import { withCoursePoints } from '../../domain/hole-points.ts';
import { PlayHeader } from './PlayHeader.tsx';
import { StorageNote } from './StorageNote.tsx';
import { TotalsBar } from './TotalsBar.tsx';
import { useHoleWriter } from '../../scoring/hole-entry/use-hole-writer.ts';
import { afterNextPaint } from '../../scoring/hole-entry/after-next-paint.ts';
import { useRoundInPlay } from '../../scoring/hole-entry/use-round-in-play.ts';
import { useHoleKeys } from '../../scoring/hole-entry/use-hole-keys.ts';
import { useHolePatch } from '../../scoring/hole-entry/use-hole-patch.ts';
import { useHoleSteps } from '../../scoring/hole-entry/use-hole-steps.ts';
import { useSameBag } from '../../scoring/hole-entry/use-same-bag.ts';
import { useSwipe } from './use-swipe.ts';
import { usePlayScreenShown } from '@/scoring/play-screen-shown.ts';
import { ScreenAwakeSetting } from '@/scoring/screen-awake/ScreenAwakeSetting.tsx';
import { useScreenAwake } from '@/scoring/screen-awake/use-screen-awake.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import '../../scoring/hole-entry/hole-entry.css';
import './play.css';

export interface PlayScreenProps {
  card: ScoreCardDoc;
  uid: string;
  /** Called once the round has ended (inPlay cleared): the caller opens the card. */
  onEnded: () => void;
  /** Shown in place of the clubs when the bag is empty. */
  emptyBag: ReactNode;
  /** An administrator may move any point of the course in "Map this hole" (docs/PRODUCT.md, "Mapping a hole"). */
  isAdmin?: boolean;
}

/** The bag of a golfer without clubs: one array, so the memoised hole view sees no change. */
const NO_CLUBS: readonly Club[] = [];

export function PlayScreen({ card, uid, onEnded, emptyBag, isAdmin = false }: PlayScreenProps) {
  const t = useT(playText);
  const db = useGolfDatabase();
  const { holes, write, error } = useHoleWriter(db, card, uid);
  const round = useRoundInPlay(uid, card);
  const { index, userData, ending, inPlayError } = round;
  const bag = useSameBag(userData?.bag ?? NO_CLUBS);
  const unit = useDistanceUnit(uid);
  const titleRef = useRef<HTMLHeadingElement>(null);
  /** The hole opened by the golfer (Next, Previous, swipe, strip): it opens at its top. */
  const moved = useRef(false);
  usePlayScreenShown(card.id);
  useScreenAwake();

  const roundGo = round.go;
  // Stable, as the parts it is handed to are memoised (the hole bar, the navigation).
  const go = useCallback(
    (next: number) => {
      moved.current = true;
      roundGo(next);
    },
    [roundGo],
  );

  // A new hole starts at its top, its heading read out by a screen reader (focus without a jump). The
  // focus moves once the hole is on screen: focusing makes the browser work out the page's styles there
  // and then, which inside the tap cost as much again as its render (docs/ARCHITECTURE.md, "Speed on a
  // phone").
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    afterNextPaint(() => titleRef.current?.focus({ preventScroll: true }));
  }, [index]);

  const totals = useMemo(() => cardTotals(holes), [holes]);
  // Stable for the hole shown, so a tap re-renders the hole's view and not the unchanged parts of it.
  const holeNumber = index === null ? null : (holes[index]?.number ?? null);
  const courseHole = useCourseHole(card, holeNumber);
  const fromOsm = courseHole.course?.osmElement !== undefined;
  const { doc: marksDoc, loading: marksLoading } = useShotMarksState(card.id);
  const measured = useClubDistances(uid);
  const locale = useLocale();
  const shown = index === null ? undefined : holes[index];
  const shownTee = shown ? withCoursePoints(shown, courseHole.hole) : undefined;
  const teeLat = shownTee?.teeLatitude;
  const teeLon = shownTee?.teeLongitude;
  // The hole's shots for its drawing: a new array only when the marks or the tee change.
  const drawnShots = useMemo(() => {
    if (holeNumber === null) return [];
    return shotsOfHole(marksOfHole(marksDoc, holeNumber), pointOf(teeLat, teeLon)).map((s) => ({ from: s.from, to: s.to, label: formatDistance(s.distance, unit, locale) }));
  }, [marksDoc, holeNumber, teeLat, teeLon, unit, locale]);
  const onPatch = useHolePatch(write, holeNumber);
  const { next, previous } = useHoleSteps(index, holes.length, go);
  const swipe = useSwipe(next, previous);
  useHoleKeys(next, previous);
  // The caller's latest onEnded, behind a stable End round (the header and the navigation are memoised).
  const onEndedRef = useRef(onEnded);
  useLayoutEffect(() => {
    onEndedRef.current = onEnded;
  });
  const roundEnd = round.end;
  const end = useCallback(() => roundEnd(() => onEndedRef.current()), [roundEnd]);

  if (index === null) return null;
  const hole = holes[index];
  if (!hole) return null;

  // The points the course has now (mapped since the round started, maybe on this screen) over the card's.
  const mapped = withCoursePoints(hole, courseHole.hole);

  return (
    <section className="play" aria-labelledby="play-title" {...swipe}>
      <PlayHeader titleId="play-title" titleRef={titleRef} holeNumber={hole.number} holeCount={holes.length} onEnd={end} ending={ending}>
        {`${card.courseName} · ${card.teeName}`}
      </PlayHeader>
      <TotalsBar totals={totals} holeCount={holes.length} />
      {(error ?? inPlayError) && (
        <p role="alert" className="alert alert-error">
          {t('screen.notSaved', { error: error ?? inPlayError ?? '' })}
        </p>
      )}
      {hasGreenCoordinates(mapped) && <PlayDistances hole={mapped} courseName={card.courseName} fromOsm={fromOsm} unit={unit} shots={drawnShots} />}
      <ShotMarking
        key={`shots-${hole.number}`}
        cardId={card.id}
        userId={card.userId}
        hole={mapped}
        marksDoc={marksDoc}
        marksLoading={marksLoading}
        positionShown={hasGreenCoordinates(mapped)}
        bag={bag}
        measured={measured}
        unit={unit}
        fixedButton
      />
      {/* Not keyed by hole: the next hole updates this view, so only its counters whose values differ
          re-render (docs/ARCHITECTURE.md, "Speed on a phone"). */}
      <HoleView hole={hole} bag={bag} onPatch={onPatch} emptyBag={emptyBag} unit={unit} />
      <HoleStrip holes={holes} current={index} onPick={go} />
      {courseHole.course && courseHole.hole && <MapHole key={`map-${hole.number}`} course={courseHole.course} teeId={card.teeId} hole={courseHole.hole} uid={uid} isAdmin={isAdmin} />}
      <ScreenAwakeSetting />
      <RoundNav atFirst={index === 0} atLast={index >= holes.length - 1} onPrevious={previous} onNext={next} onFinish={end} finishing={ending} />
      <StorageNote />
    </section>
  );
}
