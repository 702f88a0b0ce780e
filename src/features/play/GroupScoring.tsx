// Scoring a match on one phone: the marker goes through the round once, and on each hole enters every
// player's score without leaving it, with the distances to the green on screen. Another player of the
// group enters their own card here and sees the others' holes read-only; a card its player has
// confirmed is closed to the marker (docs/ARCHITECTURE.md, "Matches"). The round in play
// (userData.inPlay) is the card this screen was opened with, so "Playing hole N" comes back here.
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { canWritePlay, markerOf } from '../../data/card-rights.ts';
import { useMatch } from '../../data/hooks/documents.ts';
import { useScoreCardsOfMatch } from '../../data/hooks/lists.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { useClubDistances } from '../../data/hooks/use-shot-marks.ts';
import type { ClubDistance } from '../../domain/index.ts';
import { formatDistance } from '../../domain/index.ts';
import type { Club, MatchDoc, ScoreCardDoc } from '../../data/types.ts';
import { RoundNav } from '../../scoring/hole-entry/RoundNav.tsx';
import { GreenDistances } from '../../scoring/gps/GreenDistances.tsx';
import { hasGreen } from '../../scoring/gps/has-green.ts';
import { useGeolocation } from '../../scoring/gps/use-geolocation.ts';
import { ScreenAwakeSetting } from '../../scoring/screen-awake/ScreenAwakeSetting.tsx';
import { useScreenAwake } from '../../scoring/screen-awake/use-screen-awake.ts';
import { useRoundInPlay } from '../../scoring/hole-entry/use-round-in-play.ts';
import { useHoleKeys } from '../../scoring/hole-entry/use-hole-keys.ts';
import { useHoleSteps } from '../../scoring/hole-entry/use-hole-steps.ts';
import { useSameBag } from '../../scoring/hole-entry/use-same-bag.ts';
import { usePlayScreenShown } from '../../scoring/play-screen-shown.ts';
import { cardsInOrder, isGuestCard } from '../../golfers/match-cards.ts';
import { usePlayerNames } from '../../golfers/use-player-names.ts';
import { PlayerHoleEntry } from './PlayerHoleEntry.tsx';
import { PlayHeader } from './PlayHeader.tsx';
import { MapHole } from './MapHole.tsx';
import { useCourseHole } from './use-course-hole.ts';
import { withCoursePoints } from '../../domain/hole-points.ts';
import { StorageNote } from './StorageNote.tsx';
import { useLocale } from '../../i18n/formats.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import type { Translate } from '../../i18n/catalog.ts';
import type { PlayKey } from './i18n/index.ts';
import '../../scoring/hole-entry/hole-entry.css';
import './group-scoring.css';

export interface GroupScoringProps {
  /** The card the screen was opened with: the marker's own. */
  card: ScoreCardDoc;
  uid: string;
  /** Called once the round has ended (inPlay cleared). */
  onEnded: (match: MatchDoc) => void;
  emptyBag: ReactNode;
  /** Shown when this card's match is not on this phone (e.g. deleted): the single-card screen. */
  fallback: ReactNode;
  /** An administrator may move any point of the course in "Map this hole" (docs/PRODUCT.md, "Mapping a hole"). */
  isAdmin?: boolean;
}

export function GroupScoring({ card, uid, onEnded, emptyBag, fallback, isAdmin = false }: GroupScoringProps) {
  const { match, loading } = useMatch(card.matchId);
  if (loading) return null;
  if (!match) return <>{fallback}</>;
  return <GroupScreen match={match} card={card} uid={uid} onEnded={onEnded} emptyBag={emptyBag} isAdmin={isAdmin} />;
}

/** The same objects on every render, so a player's memoised hole view is not re-rendered for them. */
const NO_CLUBS: readonly Club[] = [];
const NO_DISTANCES: ReadonlyMap<string, ClubDistance> = new Map();
function ClubsOnOwnCard() {
  const t = useT(playText);
  return <p className="muted">{t('group.clubsOwnCard')}</p>;
}
const CLUBS_ON_OWN_CARD = <ClubsOnOwnCard />;

/** Who keeps the cards, said to the golfer holding this phone. */
function markerLine(t: Translate<PlayKey>, marker: string | undefined, markerName: string | null, uid: string, plays: boolean): string {
  if (marker === uid) return t('group.youMark');
  if (markerName) return plays ? t('group.keeperPlays', { marker: markerName }) : t('group.keeper', { marker: markerName });
  return plays ? t('group.noMarkerPlays') : t('group.noMarker');
}

/** Why a card is shown read-only to this golfer. */
function readOnlyReason(t: Translate<PlayKey>, card: ScoreCardDoc, name: string, marker: string | undefined, markerName: string | null, uid: string): string {
  if (marker === uid && card.confirmedAt !== undefined) return t('group.confirmedBy', { name });
  return markerName ? t('group.keptByMarker', { marker: markerName }) : t('group.keptBy', { name });
}

function GroupScreen({ match, card, uid, onEnded, emptyBag, isAdmin = false }: Omit<GroupScoringProps, 'fallback'> & { match: MatchDoc }) {
  // The group screen has its own hole number and "End round": the shell's in-play bar would repeat them.
  usePlayScreenShown(card.id);
  const t = useT(playText);
  const { results } = useScoreCardsOfMatch(match.id);
  const { index, userData, go: show, end: endRound, ending, inPlayError } = useRoundInPlay(uid, card);
  const nameOf = usePlayerNames(match);
  // One watch, only while the hole shown has a green to measure to (the GPS costs battery).
  const gps = useGeolocation(index !== null && hasGreen(card.holes[index]));
  useScreenAwake();
  const unit = useDistanceUnit(uid);
  const locale = useLocale();
  const cards = useMemo(() => cardsInOrder(match, results), [match, results]);
  const marker = markerOf(match);
  const markerCard = marker === undefined ? undefined : cards.find((c) => c.userId === marker && !isGuestCard(match, c));
  const markerName = markerCard ? nameOf(markerCard) : null;
  const courseHole = useCourseHole(card, index === null ? null : (card.holes[index]?.number ?? null));
  const measured = useClubDistances(uid);
  const bag = useSameBag(userData?.bag ?? NO_CLUBS);

  // Stable, as the navigation it is handed to is memoised.
  const go = useCallback(
    (next: number) => {
      show(next);
      window.scrollTo({ top: 0 });
    },
    [show],
  );
  // The caller's latest onEnded and match, behind a stable End round (the header and the navigation are memoised).
  const latest = useRef({ onEnded, match });
  useLayoutEffect(() => {
    latest.current = { onEnded, match };
  });
  const end = useCallback(() => endRound(() => latest.current.onEnded(latest.current.match)), [endRound]);
  const { next, previous } = useHoleSteps(index, card.holes.length, go);
  useHoleKeys(next, previous);

  if (index === null) return null;
  const hole = card.holes[index];
  if (!hole) return null;

  return (
    <section className="play group-scoring" aria-labelledby="group-title">
      <PlayHeader titleId="group-title" holeNumber={hole.number} holeCount={card.holes.length} onEnd={end} ending={ending}>
        {`${t('group.holeLine', { par: hole.par, hcp: hole.hcp })}${hole.distance === undefined ? '' : ` · ${formatDistance(hole.distance, unit, locale)}`} · ${card.courseName}`}
      </PlayHeader>
      <p className="muted group-scoring__marker">{markerLine(t, marker, markerName, uid, cards.some((c) => c.userId === uid))}</p>
      {/* The points the course has now (mapped since the round started) over the card's. */}
      <GreenDistances hole={withCoursePoints(hole, courseHole.hole)} gps={gps} unit={unit} />
      {inPlayError && (
        <p role="alert" className="alert alert-error">
          {t('screen.notSaved', { error: inPlayError })}
        </p>
      )}
      <div className="group-scoring__players">
        {cards.map((c) => {
          const name = nameOf(c);
          return (
            <PlayerHoleEntry
              key={c.id}
              card={c}
              index={index}
              name={name}
              uid={uid}
              readOnly={canWritePlay(c, match, uid) ? undefined : readOnlyReason(t, c, name, marker, markerName, uid)}
              scoringMode={match.scoringMode}
              bag={c.userId === uid && c.id === card.id ? bag : NO_CLUBS}
              emptyBag={c.id === card.id ? emptyBag : CLUBS_ON_OWN_CARD}
              unit={unit}
              courseHole={courseHole.hole}
              measured={c.userId === uid && c.id === card.id ? measured : NO_DISTANCES}
            />
          );
        })}
      </div>
      {courseHole.course && courseHole.hole && (
        <MapHole key={`map-${hole.number}`} course={courseHole.course} teeId={card.teeId} hole={courseHole.hole} uid={uid} isAdmin={isAdmin} />
      )}
      <ScreenAwakeSetting />
      <RoundNav atFirst={index === 0} atLast={index >= card.holes.length - 1} onPrevious={previous} onNext={next} onFinish={end} finishing={ending} />
      <StorageNote />
    </section>
  );
}
