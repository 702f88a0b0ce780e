// The same hole edited on two devices offline (docs/ARCHITECTURE.md, "Sync", conflicts). Fields the devices
// changed apart both stay; a value typed on one device that the other's later edit replaced is reported to
// the golfer.
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/backend.ts';
import { clearMergeNotices, mergeNoticesAtom } from '../../../src/sync/merge-notices.ts';
import { serverCard } from './support/cards.ts';
import { eventually, type Device } from './support/devices.ts';
import { syncTestContext } from './support/backend.ts';
import { twoDevicesWithCard } from './support/two-devices.ts';
import type { ScoreCardHole } from '../../../src/data/types.ts';

const sync = syncTestContext();

let user: TestUser;

beforeAll(async () => {
  user = await sync.backend.createUser();
});
afterEach(async () => {
  clearMergeNotices();
});


/** Edits hole `number` of the card on device `d` as a tap would (the hole's modifiedAt moves on). */
async function editHole(d: Device, id: string, number: number, patch: Partial<ScoreCardHole>, at: number): Promise<void> {
  const doc = await d.rxdb.scorecards.findOne(id).exec();
  await doc?.incrementalModify((c) => ({
    ...c,
    holes: c.holes.map((h) => (h.number === number ? { ...h, ...patch, modifiedAt: at } : h)),
    modifiedDate: Math.max(c.modifiedDate, at),
  }));
}

const holeOn = async (d: Device, id: string, n: number) => (await d.rxdb.scorecards.findOne(id).exec())?.holes.find((h) => h.number === n);

describe('the same hole on two devices', () => {
  it('keeps the putts typed on the phone and the shots typed on the desktop', async () => {
    const [phone, desktop, card] = await twoDevicesWithCard(sync, user);
    phone.offline();
    desktop.offline();
    const t = Date.now();
    await editHole(phone, card.id, 4, { puttCount: 2 }, t);
    await editHole(desktop, card.id, 4, { shotCount: 5 }, t + 1000);
    // The desktop's later edit reaches the server first; the phone meets the conflict.
    desktop.online();
    expect(await desktop.sync?.awaitPushed(10_000)).toBe(true);
    phone.online();
    expect(await phone.sync?.awaitPushed(10_000)).toBe(true);
    for (const d of [phone, desktop]) {
      await eventually(() => holeOn(d, card.id, 4), (h) => h?.shotCount === 5 && h.puttCount === 2);
    }
    expect(serverCard(sync.backend, card.id)?.holes[3]).toMatchObject({ shotCount: 5, puttCount: 2 });
    // Nothing typed was replaced: no notice.
    expect(getDefaultStore().get(mergeNoticesAtom)).toEqual([]);
  });

  it('tells the golfer which hole and what changed when the other device replaced a value typed here', async () => {
    const [phone, desktop, card] = await twoDevicesWithCard(sync, user);
    phone.offline();
    desktop.offline();
    const t = Date.now();
    await editHole(phone, card.id, 7, { shotCount: 6, puttCount: 3 }, t);
    await editHole(desktop, card.id, 7, { shotCount: 4 }, t + 1000);
    desktop.online();
    expect(await desktop.sync?.awaitPushed(10_000)).toBe(true);
    phone.online();
    expect(await phone.sync?.awaitPushed(10_000)).toBe(true);
    for (const d of [phone, desktop]) {
      await eventually(() => holeOn(d, card.id, 7), (h) => h?.shotCount === 4 && h.puttCount === 3);
    }
    const notices = getDefaultStore().get(mergeNoticesAtom);
    expect(notices.map((n) => n.text)).toEqual([`Hole 7 of ${card.courseName}: your shots (6) were replaced by 4 from another device.`]);
    expect(notices[0]).toMatchObject({ cardId: card.id, hole: 7 });
  });
});
