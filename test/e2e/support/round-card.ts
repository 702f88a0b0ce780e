// A score card of a round in play, 18 holes and nothing recorded yet, as the new-round form writes it;
// seed it with `updatedAt: SERVER_TIMESTAMP` and announce it to its golfer's feed.
export function roundCard(id: string, uid: string, courseName = 'Sunset Links') {
  const now = Date.now();
  const holes = Array.from({ length: 18 }, (_, i) => ({
    number: i + 1,
    par: i % 4 === 3 ? 3 : 4,
    hcp: i + 1,
    distance: 300 + i,
    extraShots: 1,
    shotCount: 0,
    puttCount: 0,
    bunkerCount: 0,
    penaltyCount: 0,
    fairway: 0,
    gir: 0,
    modifiedAt: now,
  }));
  return {
    id,
    date: now,
    creationDate: now,
    modifiedDate: now,
    courseName,
    courseId: 'sunset-links',
    teeId: 'yellow',
    teeName: 'Yellow',
    holeCount: 18,
    holes,
    shotCount: 0,
    stableford: 0,
    handicap: 18,
    handicapGolf: 18,
    handicapPitchAndPutt: 0,
    isCompetition: false,
    userId: uid,
    creatorId: uid,
    matchId: '',
    tournamentId: '',
  };
}
