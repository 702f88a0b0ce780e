// A player's phone that holds its card before the card's match (each collection pulls on its own; a
// reload between the two pulls leaves it so): its changes to the card must still reach every player of
// the match, whose boards would otherwise stay behind (docs/ARCHITECTURE.md, "Sync", push step 2).
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/data/writes/matches.ts';
import { patchHole } from '../../../src/data/writes/scorecards.ts';
import { startSync } from '../../../src/sync/replication/index.ts';
import { yellowTee18 } from '../../support/course-18.ts';
import { syncTestContext } from './support/backend.ts';
import { eventually, type Device } from './support/devices.ts';

const sync = syncTestContext();
/** A round's collections: three phones of all seven would pass RxDB's limit of open collections. */
const collections = ['tournaments', 'matches', 'scorecards'] as const;

const shotsOn = async (device: Device, cardId: string, hole: number) =>
  (await device.rxdb.scorecards.findOne(cardId).exec())?.holes.find((h) => h.number === hole)?.shotCount;

describe('a card on a phone before its match', () => {
  it("reaches the match's other players when its player scores on it", async () => {
    const [marker, player, partner] = [await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser()];
    const markerPhone = await sync.device(marker, { collections });
    const tee = yellowTee18();
    const match = await createMatch(markerPhone.rxdb, {
      date: Date.now(),
      course: { id: 'links', name: 'Links', tees: [tee] },
      teeId: tee.id,
      playMode: 'Individual',
      scoringMode: 'Stableford',
      holeCount: 18,
      isCompetition: false,
      players: [marker, player, partner].map((golfer) => ({ userId: golfer.uid, handicapGolf: 12, side: 0 })),
      markerId: marker.uid,
      creatorId: marker.uid,
    });
    expect(await markerPhone.sync?.awaitPushed(10_000)).toBe(true);
    const cards = await markerPhone.rxdb.scorecards.find({ selector: { matchId: match.id } }).exec();
    const playerCard = cards.find((c) => c.userId === player.uid)?.id ?? '';

    const partnerPhone = await sync.device(partner, { collections });
    await eventually(() => shotsOn(partnerPhone, playerCard, 1), (s) => s === 0);
    // The player's phone pulls its cards and has not pulled the match yet.
    const playerPhone = await sync.device(player, { sync: false, collections });
    playerPhone.sync = startSync({ rxdb: playerPhone.rxdb, firebaseDb: playerPhone.client.db, uid: player.uid, signedIn: playerPhone.client.signedIn, collections: ['scorecards'] });
    await eventually(() => shotsOn(playerPhone, playerCard, 1), (s) => s === 0);
    expect(await playerPhone.rxdb.matches.findOne(match.id).exec()).toBeNull();

    const partnerFeed = () => sync.backend.rtdb.getData(`feeds/${partner.uid}/scoreCards/${playerCard}`) as number;
    const announcedAtCreation = partnerFeed();
    await patchHole(playerPhone.rxdb, playerCard, 1, { shotCount: 5 });
    expect(await playerPhone.sync.awaitPushed(10_000)).toBe(true);
    // The push told the partner of the change, although the player's phone does not hold the match.
    expect(partnerFeed()).toBeGreaterThan(announcedAtCreation);
    await eventually(() => shotsOn(partnerPhone, playerCard, 1), (s) => s === 5);
    await eventually(() => shotsOn(markerPhone, playerCard, 1), (s) => s === 5);
  });
});
