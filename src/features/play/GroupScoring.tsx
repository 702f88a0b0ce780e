// Scoring a match on one phone: the marker goes through the round once, and on each hole enters every
// player's score without leaving it, with the distances to the green on screen. Another player of the
// group enters their own card here and sees the others' holes read-only; a card its player has
// confirmed is closed to the marker (docs/ARCHITECTURE.md, "Matches"). The round in play
// (userData.inPlay) is the card this screen was opened with, so "Playing hole N" comes back here.
import { useMemo, type ReactNode } from 'react';
import { canWritePlay, markerOf } from '../../data/card-rights.ts';
import { useMatch } from '../../data/hooks/documents.ts';
import { useScoreCardsOfMatch } from '../../data/hooks/lists.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { formatDistance } from '../../domain/index.ts';
import type { Club, MatchDoc, ScoreCardDoc } from '../../data/types.ts';
import { RoundNav } from '../../scoring/hole-entry/RoundNav.tsx';
import { GreenDistances } from '../../scoring/gps/GreenDistances.tsx';
import { useGeolocation } from '../../scoring/gps/use-geolocation.ts';
import { useRoundInPlay } from '../../scoring/hole-entry/use-round-in-play.ts';
import { useHoleKeys } from '../../scoring/hole-entry/use-hole-keys.ts';
import { usePlayScreenShown } from '../../scoring/play-screen-shown.ts';
import { cardsInOrder, isGuestCard } from '../../golfers/match-cards.ts';
import { usePlayerNames } from '../../golfers/use-player-names.ts';
import { PlayerHoleEntry } from './PlayerHoleEntry.tsx';
import { PlayHeader } from './PlayHeader.tsx';
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
}

export function GroupScoring({ card, uid, onEnded, emptyBag, fallback }: GroupScoringProps) {
  const { match, loading } = useMatch(card.matchId);
  if (loading) return null;
  if (!match) return <>{fallback}</>;
  return <GroupScreen match={match} card={card} uid={uid} onEnded={onEnded} emptyBag={emptyBag} />;
}

/** The same objects on every render, so a player's memoised hole view is not re-rendered for them. */
const NO_CLUBS: readonly Club[] = [];
const CLUBS_ON_OWN_CARD = <p className="muted">Clubs are recorded on your own card only.</p>;

/** Who keeps the cards, said to the golfer holding this phone. */
function markerLine(marker: string | undefined, markerName: string | null, uid: string, plays: boolean): string {
  if (marker === uid) return 'You are the marker: you keep every card of the group.';
  const keeper = markerName ? `${markerName} keeps the group’s cards` : 'The group has no marker';
  return plays ? `${keeper}; you enter your own.` : `${keeper}.`;
}

/** Why a card is shown read-only to this golfer. */
function readOnlyReason(card: ScoreCardDoc, name: string, marker: string | undefined, markerName: string | null, uid: string): string {
  if (marker === uid && card.confirmedAt !== undefined) return `Confirmed by ${name}: only they change it now.`;
  return markerName ? `Kept by ${markerName}, the marker.` : `Kept by ${name}.`;
}

function GroupScreen({ match, card, uid, onEnded, emptyBag }: Omit<GroupScoringProps, 'fallback'> & { match: MatchDoc }) {
  // The group screen has its own hole number and "End round": the shell's in-play bar would repeat them.
  usePlayScreenShown(card.id);
  const { results } = useScoreCardsOfMatch(match.id);
  const { index, userData, go: show, end: endRound, ending, inPlayError } = useRoundInPlay(uid, card);
  const nameOf = usePlayerNames(match);
  const gps = useGeolocation();
  const unit = useDistanceUnit(uid);
  const cards = useMemo(() => cardsInOrder(match, results), [match, results]);
  const marker = markerOf(match);
  const markerCard = marker === undefined ? undefined : cards.find((c) => c.userId === marker && !isGuestCard(match, c));
  const markerName = markerCard ? nameOf(markerCard) : null;

  const go = (next: number) => {
    show(next);
    window.scrollTo({ top: 0 });
  };
  useHoleKeys(
    () => {
      if (index !== null && index < card.holes.length - 1) go(index + 1);
    },
    () => {
      if (index !== null && index > 0) go(index - 1);
    },
  );

  if (index === null) return null;
  const hole = card.holes[index];
  if (!hole) return null;
  const end = () => endRound(() => onEnded(match));

  return (
    <section className="play group-scoring" aria-labelledby="group-title">
      <PlayHeader titleId="group-title" holeNumber={hole.number} holeCount={card.holes.length} onEnd={end} ending={ending}>
        Par {hole.par} · SI {hole.hcp}
        {hole.distance === undefined ? '' : ` · ${formatDistance(hole.distance, unit)}`} · {card.courseName}
      </PlayHeader>
      <p className="muted group-scoring__marker">{markerLine(marker, markerName, uid, cards.some((c) => c.userId === uid))}</p>
      <GreenDistances hole={hole} gps={gps} unit={unit} />
      {inPlayError && (
        <p role="alert" className="alert alert-error">
          Not saved: {inPlayError}
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
              readOnly={canWritePlay(c, match, uid) ? undefined : readOnlyReason(c, name, marker, markerName, uid)}
              scoringMode={match.scoringMode}
              bag={c.userId === uid && c.id === card.id ? (userData?.bag ?? NO_CLUBS) : NO_CLUBS}
              emptyBag={c.id === card.id ? emptyBag : CLUBS_ON_OWN_CARD}
              unit={unit}
            />
          );
        })}
      </div>
      <RoundNav index={index} holeCount={card.holes.length} onGo={go} onFinish={end} finishing={ending} />
    </section>
  );
}
