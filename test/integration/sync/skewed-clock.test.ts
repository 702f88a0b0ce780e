// Phones whose clocks are wrong, through the real server and rules (docs/ARCHITECTURE.md, "Sync":
// merge order and client times). A device whose clock runs a day ahead stamps its holes a day ahead:
// its edit does not override a later edit from another device, and its round still syncs (the push
// brings its stamps down to the server's clock, which the rules require).
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIME_AHEAD_MS } from '../../../schemas/rules/database-rules.ts';
import type { ScoreCardDoc } from '../../../src/data/types.ts';
import { clearMergeNotices, mergeNoticesAtom } from '../../../src/sync/merge-notices.ts';
import type { TestUser } from '../../support/backend.ts';
import { syncTestContext } from './support/backend.ts';
import { twoDevicesWithCard } from './support/two-devices.ts';
import { recordHole, serverCard, shots } from './support/cards.ts';
import { eventually, type Device } from './support/devices.ts';

const sync = syncTestContext();
const DAY = 24 * 60 * 60 * 1000;

let user: TestUser;

beforeAll(async () => {
  user = await sync.backend.createUser();
});
afterEach(() => {
  clearMergeNotices();
});


/** Records a hole on device `d` stamped `at` (its own clock). */
async function record(d: Device, id: string, hole: number, shotCount: number, at: number): Promise<void> {
  await (await d.rxdb.scorecards.findOne(id).exec())?.incrementalModify((c) => recordHole(c, hole, shotCount, at));
}

const cardOn = (d: Device, id: string) => d.rxdb.scorecards.findOne(id).exec();

/** No stamp of the server's copy is ahead of what the rules allow. */
function stampsWithinLimit(card: ScoreCardDoc | null): boolean {
  const limit = Date.now() + CLIENT_TIME_AHEAD_MS;
  return card !== null && card.modifiedDate <= limit && card.holes.every((h) => h.modifiedAt <= limit);
}

describe('a clock a day ahead', () => {
  it('does not override a later edit from another device, and its other holes still sync', async () => {
    const [ahead, other, card] = await twoDevicesWithCard(sync, user);
    ahead.offline();
    other.offline();
    // Real order: the phone a day ahead types 7 on hole 5 (and 4 on hole 9) first; the other phone
    // types 4 on hole 5 afterwards, and reaches the server first.
    await record(ahead, card.id, 5, 7, Date.now() + DAY);
    await record(ahead, card.id, 9, 4, Date.now() + DAY);
    await record(other, card.id, 5, 4, Date.now());
    other.online();
    expect(await other.sync?.awaitPushed(10_000)).toBe(true);
    ahead.online();
    expect(await ahead.sync?.awaitPushed(10_000)).toBe(true);

    const expected = (c: ScoreCardDoc | null) => shots(c)?.[4] === 4 && shots(c)?.[8] === 4;
    for (const d of [ahead, other]) await eventually(() => cardOn(d, card.id), expected);
    const server = serverCard(sync.backend, card.id);
    expect(expected(server)).toBe(true);
    expect(stampsWithinLimit(server)).toBe(true);
    expect((await ahead.status(() => true)).rejected).toEqual([]);
    // The phone ahead is told its 7 was replaced.
    expect(getDefaultStore().get(mergeNoticesAtom).map((n) => n.text)).toEqual([`Hole 5 of ${card.courseName}: your shots (7) were replaced by 4 from another device.`]);
  });

  it('records and syncs a round online; a later edit from another device then stands', async () => {
    const [ahead, other, card] = await twoDevicesWithCard(sync, user);
    for (let n = 1; n <= 3; n++) await record(ahead, card.id, n, 5, Date.now() + DAY);
    expect(await ahead.sync?.awaitPushed(10_000)).toBe(true);
    expect((await ahead.status(() => true)).rejected).toEqual([]);
    await eventually(() => serverCard(sync.backend, card.id), (c) => shots(c)?.slice(0, 3).join() === '5,5,5');
    expect(stampsWithinLimit(serverCard(sync.backend, card.id))).toBe(true);

    // The other phone corrects hole 2 once it has the round: its honest stamp is a day behind the
    // phone's, and still the card keeps it.
    await eventually(() => cardOn(other, card.id), (c) => shots(c)?.slice(0, 3).join() === '5,5,5');
    await record(other, card.id, 2, 6, Date.now());
    expect(await other.sync?.awaitPushed(10_000)).toBe(true);
    for (const d of [ahead, other]) await eventually(() => cardOn(d, card.id), (c) => shots(c)?.slice(0, 3).join() === '5,6,5');
    expect(shots(serverCard(sync.backend, card.id))?.slice(0, 3)).toEqual([5, 6, 5]);
  });
});
