// Who may do what with a card, as the screens see it: the same answers the rules give (see
// test/unit/rules/card-terms-cases.ts for the server's side).
import { describe, expect, it } from 'vitest';
import { canSetTerms, canWritePlay, countsInRecord, disputedHoles, isCompetitionCard, isInvitation, markerOf } from '../../../src/data/card-rights.ts';
import type { MatchDoc, ScoreCardDoc, TournamentDoc } from '../../../src/data/types.ts';

const round: Pick<MatchDoc, 'id' | 'markerId' | 'creatorId' | 'players'> = { id: 'm2', creatorId: 'olga', players: { ben: 1, cy: 1 }, markerId: 'ben' };
const cup: Pick<TournamentDoc, 'id' | 'organizer' | 'playerIds'> = { id: 't1', organizer: { id: 'olga' }, playerIds: { ben: 1, cy: 1, dee: 1 } };
const card = (userId: string, over: Partial<ScoreCardDoc> = {}) => ({ userId, creatorId: 'olga', matchId: 'm2', tournamentId: 't1', holes: [], ...over }) as ScoreCardDoc;

describe('the match\'s marker', () => {
  it('is the named player, or the creator of a match written before markerId', () => {
    expect(markerOf(round)).toBe('ben');
    expect(markerOf({ creatorId: 'ben', players: { ben: 1 } })).toBe('ben');
  });

  it('is nobody once they left the match, or when the creator does not play', () => {
    expect(markerOf({ ...round, players: { cy: 1 } })).toBeUndefined();
    expect(markerOf({ creatorId: 'olga', players: { ben: 1 } })).toBeUndefined();
  });
});

describe('who writes the play', () => {
  it('the player, and the marker until the player confirms', () => {
    expect(canWritePlay(card('cy'), round, 'cy')).toBe(true);
    expect(canWritePlay(card('cy'), round, 'ben')).toBe(true);
    expect(canWritePlay(card('cy', { confirmedAt: 5 }), round, 'ben')).toBe(false);
    expect(canWritePlay(card('cy', { confirmedAt: 5 }), round, 'cy')).toBe(true);
  });

  it('not a plain player, the organizer who plays in no group, nor a marker of another match', () => {
    expect(canWritePlay(card('ben'), round, 'cy')).toBe(false);
    expect(canWritePlay(card('cy'), round, 'olga')).toBe(false);
    expect(canWritePlay(card('cy', { matchId: 'm9' }), round, 'ben')).toBe(false);
    expect(canWritePlay(card('cy'), null, 'ben')).toBe(false);
  });
});

describe('who sets the terms', () => {
  it('the match\'s creator or the tournament\'s organizer, never the player of a competition card', () => {
    expect(canSetTerms(card('cy'), round, cup, 'olga')).toBe(true);
    expect(canSetTerms(card('cy', { matchId: '' }), null, cup, 'olga')).toBe(true);
    expect(canSetTerms(card('cy'), round, cup, 'cy')).toBe(false);
    expect(canSetTerms(card('cy'), round, cup, 'ben')).toBe(false);
  });

  it('the player of a card of no match and no tournament', () => {
    const own = card('cy', { creatorId: 'cy', matchId: '', tournamentId: '' });
    expect(isCompetitionCard(own)).toBe(false);
    expect(canSetTerms(own, null, null, 'cy')).toBe(true);
    expect(canSetTerms(own, null, null, 'olga')).toBe(false);
  });
});

describe('the golfer\'s record', () => {
  it('holds their own cards and the accepted ones; another\'s card for them is an invitation until accepted', () => {
    expect(countsInRecord(card('cy', { creatorId: 'cy' }), 'cy')).toBe(true);
    expect(countsInRecord(card('cy'), 'cy')).toBe(false);
    expect(isInvitation(card('cy'), 'cy')).toBe(true);
    expect(countsInRecord(card('cy', { acceptedAt: 1 }), 'cy')).toBe(true);
    expect(isInvitation(card('cy', { acceptedAt: 1 }), 'cy')).toBe(false);
    expect(countsInRecord(card('cy', { acceptedAt: 1 }), 'olga')).toBe(false);
    expect(isInvitation(card('cy'), 'olga')).toBe(false);
  });

  it("never counts a guest's round in the record of the creator who keeps it, and it is no invitation", () => {
    const guest = card('olga', { creatorId: 'olga', event: 'Pat (guest)' });
    expect(countsInRecord(guest, 'olga')).toBe(false);
    expect(isInvitation(guest, 'olga')).toBe(false);
    // The creator's own card of the match, and a round of no match that names its event, do count.
    expect(countsInRecord(card('olga', { creatorId: 'olga' }), 'olga')).toBe(true);
    expect(countsInRecord(card('olga', { creatorId: 'olga', matchId: '', tournamentId: '', event: 'Club final' }), 'olga')).toBe(true);
  });

  it('lists the disputed holes in order', () => {
    const holes = [3, 1, 2].map((number) => ({ number, disputed: number !== 2 ? true : undefined })) as ScoreCardDoc['holes'];
    expect(disputedHoles({ holes })).toEqual([1, 3]);
  });
});
