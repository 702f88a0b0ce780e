import { describe, expect, it } from 'vitest';
import { CLIENT_TIME_AHEAD_MS } from '../../../../schemas/rules/database-rules.ts';
import { CLIENT_TIME_SLACK_MS, clampCardTimes } from '../../../../src/sync/replication/client-times.ts';
import type { DocWithDeleted } from '../../../../src/backend/doc-shape.ts';

const NOW = 1_750_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

function card(holeTimes: number[], modifiedDate: number): DocWithDeleted {
  return { id: 'c', modifiedDate, holes: holeTimes.map((modifiedAt, i) => ({ number: i + 1, shotCount: 4, modifiedAt })), _deleted: false };
}

describe('clampCardTimes', () => {
  it('sends a card stamped at or behind the server clock (even days behind) as it is', () => {
    const honest = card([NOW - 3 * DAY, NOW, NOW + CLIENT_TIME_SLACK_MS], NOW - DAY);
    expect(clampCardTimes(honest, NOW)).toBe(honest);
  });

  it("brings a phone's stamps a day ahead down to the server's clock, and leaves the rest", () => {
    const ahead = card([NOW - 1000, NOW + DAY], NOW + DAY);
    const sent = clampCardTimes(ahead, NOW);
    expect(sent).toEqual({ ...ahead, modifiedDate: NOW, holes: [{ number: 1, shotCount: 4, modifiedAt: NOW - 1000 }, { number: 2, shotCount: 4, modifiedAt: NOW }] });
    // Within what the rules accept, with room for the estimate's error.
    expect(CLIENT_TIME_SLACK_MS).toBeLessThan(CLIENT_TIME_AHEAD_MS / 2);
    expect(ahead.modifiedDate).toBe(NOW + DAY);
  });

  it('clamps the card date alone when no hole is ahead', () => {
    expect(clampCardTimes(card([NOW], NOW + DAY), NOW).modifiedDate).toBe(NOW);
  });
});
