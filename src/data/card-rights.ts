// Who may do what with a score card, as the security rules decide it (docs/ARCHITECTURE.md,
// "Security rules"): the screens offer only what the server will accept, and the golfer's record
// holds only the cards they agreed to. Pure functions over plain documents.
import type { MatchDoc, ScoreCardDoc, TournamentDoc } from './types.ts';

type CardRefs = Pick<ScoreCardDoc, 'userId' | 'matchId' | 'tournamentId'>;

/** A card of a match or a tournament: its terms are set by the match's creator or the organizer. */
export function isCompetitionCard(card: Pick<ScoreCardDoc, 'matchId' | 'tournamentId'>): boolean {
  return card.matchId !== '' || card.tournamentId !== '';
}

/** Whether `uid` is one of the match's players (or its creator). */
function inMatch(match: Pick<MatchDoc, 'players' | 'creatorId'>, uid: string): boolean {
  return match.players?.[uid] === 1 || match.creatorId === uid;
}

/** The match's marker: its `markerId`, or its creator in a match written before that field; only a
 * listed player marks, so a marker who left marks nothing (undefined). */
export function markerOf(match: Pick<MatchDoc, 'markerId' | 'creatorId' | 'players'>): string | undefined {
  const id = match.markerId ?? match.creatorId;
  return match.players?.[id] === 1 ? id : undefined;
}

/** Whether `uid` may write the card's play (shots, putts...): its player; the marker of its match,
 * for a card of a player of that match that its player has not confirmed. */
export function canWritePlay(
  card: CardRefs & Pick<ScoreCardDoc, 'confirmedAt'>,
  match: Pick<MatchDoc, 'id' | 'markerId' | 'creatorId' | 'players'> | null | undefined,
  uid: string,
): boolean {
  if (card.userId === uid) return true;
  if (!match || card.matchId === '' || card.matchId !== match.id) return false;
  return inMatch(match, card.userId) && markerOf(match) === uid && card.confirmedAt === undefined;
}

/** Whether `uid` sets the card's terms (course, tee, holes, handicaps, date): its player on a card of
 * no match or tournament; else its match's creator or its tournament's organizer. */
export function canSetTerms(
  card: CardRefs,
  match: Pick<MatchDoc, 'id' | 'creatorId' | 'players'> | null | undefined,
  tournament: Pick<TournamentDoc, 'id' | 'organizer' | 'playerIds'> | null | undefined,
  uid: string,
): boolean {
  if (!isCompetitionCard(card)) return card.userId === uid;
  const creator = card.matchId !== '' && match?.id === card.matchId && match.creatorId === uid && inMatch(match, card.userId);
  const organizer =
    card.tournamentId !== '' &&
    tournament?.id === card.tournamentId &&
    tournament.organizer.id === uid &&
    (tournament.playerIds?.[card.userId] === 1 || tournament.organizer.id === card.userId);
  return creator || organizer;
}

/** A guest's card of a match: kept in its creator's name, with the guest's name in `event` (a match
 * card of a golfer with an account has no event). */
export function isGuestMatchCard(card: Pick<ScoreCardDoc, 'matchId' | 'event'>): boolean {
  return card.matchId !== '' && (card.event ?? '').trim() !== '';
}

/** Whether the card counts in `uid`'s record (rounds, statistics, handicap index): their own card,
 * made by them or accepted (a hole they wrote on it accepts it); never a guest's round, which is kept
 * in its creator's name. */
export function countsInRecord(card: Pick<ScoreCardDoc, 'userId' | 'creatorId' | 'acceptedAt' | 'matchId' | 'event'>, uid: string): boolean {
  return card.userId === uid && !isGuestMatchCard(card) && (card.creatorId === uid || card.acceptedAt !== undefined);
}

/** A card someone else made for `uid` that they have not accepted yet. */
export function isInvitation(card: Pick<ScoreCardDoc, 'userId' | 'creatorId' | 'acceptedAt'>, uid: string): boolean {
  return card.userId === uid && card.creatorId !== uid && card.acceptedAt === undefined;
}

/** The numbers of the holes the card's player says are wrong, in order. */
export function disputedHoles(card: Pick<ScoreCardDoc, 'holes'>): number[] {
  return card.holes
    .filter((h) => h.disputed === true)
    .map((h) => h.number)
    .sort((a, b) => a - b);
}
