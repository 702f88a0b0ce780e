// The group's marker and its players on their own devices, through the sync engine and the real rules
// (docs/ARCHITECTURE.md, "Security rules"): the marker's holes on a partner's card and the partner's
// own answers (acceptance, confirmation) meet on the server, whichever device pushes first, and
// nothing is refused; once the partner has confirmed, the marker's later edit is refused and flagged.
import { describe, expect, it } from 'vitest';
import type { MatchDoc, ScoreCardDoc } from '../../../src/data/types.ts';
import { collectionSchemas } from '../../../schemas/index.ts';
import { confirmCard, disputeHoles } from '../../../src/data/writes/certification.ts';
import { toServer } from '../../../src/backend/doc-shape.ts';
import { patchHole } from '../../../src/data/writes/scorecards.ts';
import type { TestUser } from '../../support/backend.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, newId, serverCard } from './support/cards.ts';
import { eventually, type Device } from './support/devices.ts';

const sync = syncTestContext();

async function device(user: TestUser): Promise<Device> {
  const d = await sync.device(user);
  await d.status((s) => s.online);
  return d;
}

/** The marker's match with the partner, made on the marker's device and on the server; the partner's
 * device holds the partner's card. */
async function group(): Promise<{ marker: Device; partner: Device; card: ScoreCardDoc }> {
  const [markerUser, partnerUser] = [await sync.backend.createUser(), await sync.backend.createUser()];
  const marker = await device(markerUser);
  const matchId = newId('m');
  const cards = [newCard(markerUser, { matchId }), newCard(partnerUser, { creatorId: markerUser.uid, matchId })];
  const now = Date.now();
  const match: MatchDoc = {
    id: matchId, date: now, creationDate: now, modifiedDate: now, courseId: 'course-1', tournamentId: '', isCompetition: false, scoreCards: cards.map((c) => c.id),
    creatorId: markerUser.uid, playMode: 'Individual', scoringMode: 'Stableford', userId: markerUser.uid, markerId: markerUser.uid,
    players: { [markerUser.uid]: 1, [partnerUser.uid]: 1 }, holeCount: 18,
  };
  await marker.rxdb.matches.insert(match);
  await marker.rxdb.scorecards.bulkInsert(cards);
  expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
  const partner = await device(partnerUser);
  const card = cards[1] as ScoreCardDoc;
  await eventually(() => partner.rxdb.scorecards.findOne(card.id).exec(), (c) => c !== null);
  return { marker, partner, card };
}

describe('a group\'s cards on the marker\'s and the partner\'s devices', () => {
  it('the marker\'s holes and the partner\'s acceptance and own hole all reach the server, nothing refused', async () => {
    const { marker, partner, card } = await group();
    marker.offline();
    partner.offline();
    const t = Date.now();
    await patchHole(marker.rxdb, card.id, 2, { shotCount: 4 }, t, marker.user.uid);
    await patchHole(marker.rxdb, card.id, 3, { shotCount: 5 }, t + 1, marker.user.uid);
    // The partner enters hole 1 on his own phone: that accepts the card.
    await patchHole(partner.rxdb, card.id, 1, { shotCount: 6 }, t + 2, partner.user.uid);
    partner.online();
    expect(await partner.sync?.awaitPushed(10_000)).toBe(true);
    // The marker's copy does not know of the acceptance: its push meets the server's newer card.
    marker.online();
    expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
    await eventually(async () => serverCard(sync.backend, card.id), (c) => c?.holes.slice(0, 3).map((h) => h.shotCount).join() === '6,4,5');
    expect(serverCard(sync.backend, card.id)?.acceptedAt).toBe(t + 2);
    for (const d of [marker, partner]) expect((await d.status(() => true)).rejected).toEqual([]);
  });

  it('a card its player confirmed is closed to the marker: his later edit is flagged as refused, and his phone shows the signed card again', async () => {
    const { marker, partner, card } = await group();
    await patchHole(marker.rxdb, card.id, 1, { shotCount: 5 }, Date.now(), marker.user.uid);
    expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
    await eventually(() => partner.rxdb.scorecards.findOne(card.id).exec(), (c) => c?.holes[0]?.shotCount === 5);
    await confirmCard(partner.rxdb, card.id, partner.user.uid);
    expect(await partner.sync?.awaitPushed(10_000)).toBe(true);
    await eventually(() => marker.rxdb.scorecards.findOne(card.id).exec(), (c) => c?.confirmedAt !== undefined);
    await patchHole(marker.rxdb, card.id, 2, { shotCount: 3 }, Date.now(), marker.user.uid);
    await marker.status((s) => s.rejected.some((r) => r.documentId === card.id));
    expect(serverCard(sync.backend, card.id)?.holes[1]?.shotCount).toBe(0);
    expect(serverCard(sync.backend, card.id)?.confirmedAt).toBeGreaterThan(0);
    // Every device shows the card the player signed; the refusal stays in the marker's status.
    await eventually(() => marker.rxdb.scorecards.findOne(card.id).exec(), (c) => c?.holes[1]?.shotCount === 0);
    expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
    const status = await marker.status(() => true);
    expect(status.rejected.map((r) => r.documentId)).toEqual([card.id]);
    expect(status.pending).toBe(0);
  });

  it('the marker scores offline while the player confirms: back online, his refused tap gives way to the signed card', async () => {
    const { marker, partner, card } = await group();
    marker.offline();
    await patchHole(marker.rxdb, card.id, 2, { shotCount: 6 }, Date.now(), marker.user.uid);
    await confirmCard(partner.rxdb, card.id, partner.user.uid);
    expect(await partner.sync?.awaitPushed(10_000)).toBe(true);
    marker.online();
    await marker.status((s) => s.rejected.some((r) => r.documentId === card.id));
    await eventually(() => marker.rxdb.scorecards.findOne(card.id).exec(), (c) => c?.confirmedAt !== undefined && c.holes[1]?.shotCount === 0);
    expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
    expect(serverCard(sync.backend, card.id)?.holes[1]?.shotCount).toBe(0);
  });

  it('the player disputes a hole just as the marker\'s tap is on its way: the tap is merged, not refused', async () => {
    const { marker, partner, card } = await group();
    await patchHole(marker.rxdb, card.id, 1, { shotCount: 5 }, Date.now(), marker.user.uid);
    expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
    await eventually(() => partner.rxdb.scorecards.findOne(card.id).exec(), (c) => c?.holes[0]?.shotCount === 5);
    // The player's dispute reaches the server first: it lands just before the marker's proposal, which
    // was worked out on the card without it.
    await disputeHoles(partner.rxdb, card.id, partner.user.uid, [1]);
    partner.offline();
    const disputed = (await partner.rxdb.scorecards.findOne(card.id).exec())?.toMutableJSON();
    const server = sync.backend.rtdb;
    const write = server.database.write.bind(server.database);
    let landed = false;
    server.database.write = (op, identity) => {
      if (!landed && op.kind === 'set' && op.hash !== undefined && op.path.join('/') === `scoreCards/${card.id}`) {
        landed = true;
        server.setData(`scoreCards/${card.id}`, { ...toServer({ ...(disputed as ScoreCardDoc), _deleted: false }, collectionSchemas.scorecards), updatedAt: Date.now() });
      }
      return write(op, identity);
    };
    try {
      await patchHole(marker.rxdb, card.id, 2, { shotCount: 4 }, Date.now(), marker.user.uid);
      expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
    } finally {
      server.database.write = write;
    }
    expect(landed).toBe(true);
    const stored = serverCard(sync.backend, card.id);
    expect(stored?.holes.slice(0, 2).map((h) => [h.shotCount, h.disputed === true])).toEqual([[5, true], [4, false]]);
    expect((await marker.status(() => true)).rejected).toEqual([]);
    await eventually(() => marker.rxdb.scorecards.findOne(card.id).exec(), (c) => c?.holes[0]?.disputed === true && c.holes[1]?.shotCount === 4);
  });
});
