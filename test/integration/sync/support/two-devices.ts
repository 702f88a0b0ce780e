// Two devices of one golfer, both online, sharing a card that is on the server: where the two-device
// merge tests (per-field-merge, skewed-clock) start.
import { expect } from 'vitest';
import type { ScoreCardDoc } from '../../../../src/data/types.ts';
import type { TestUser } from '../../../support/backend.ts';
import type { SyncTestContext } from './backend.ts';
import { newCard } from './cards.ts';
import { eventually, openDevice, type Device } from './devices.ts';

/** Opens two devices of `user` (closed after the test), writes a new card on the first and waits until
 * the second has it and the first has pushed everything. */
export async function twoDevicesWithCard(sync: SyncTestContext, user: TestUser): Promise<[Device, Device, ScoreCardDoc]> {
  const a = await openDevice(sync.backend, user);
  const b = await openDevice(sync.backend, user);
  sync.track(a, b);
  await a.status((s) => s.online);
  await b.status((s) => s.online);
  const card = newCard(user);
  await a.rxdb.scorecards.insert(card);
  await eventually(() => b.rxdb.scorecards.findOne(card.id).exec(), (c) => c !== null);
  expect(await a.sync?.awaitPushed(10_000)).toBe(true);
  return [a, b, card];
}
