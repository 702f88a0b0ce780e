// A multi-path update is applied atomically: a listener sees all of it or none of it.
import { ref, update } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, record, type Harness } from './clients.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.stop());

describe('multi-path update', () => {
  it('is seen whole or not at all by listeners above and beside its paths', async () => {
    const [writer, reader] = [await h.client(), await h.client()];
    const whole = record(ref(reader.db, 'game'));
    const oneSide = record(ref(reader.db, 'game/players'));
    await whole.until((v) => v === null);
    for (let n = 1; n <= 30; n++) {
      await update(ref(writer.db), { 'game/players/a/score': n, 'game/players/b/score': n, 'game/round': n });
    }
    await whole.until((v) => (v as { round?: number } | null)?.round === 30);
    await oneSide.until((v) => (v as { a?: { score: number } } | null)?.a?.score === 30);
    for (const v of whole.values.filter((x) => x !== null) as { round: number; players: { a: { score: number }; b: { score: number } } }[]) {
      expect(v.players.a.score).toBe(v.round);
      expect(v.players.b.score).toBe(v.round);
    }
    for (const v of oneSide.values.filter((x) => x !== null) as { a: { score: number }; b: { score: number } }[]) {
      expect(v.a.score).toBe(v.b.score);
    }
    whole.unsubscribe();
    oneSide.unsubscribe();
  });

  it('a refused update changes nothing', async () => {
    const strict = await harness({ rules: { rules: { '.read': true, open: { '.write': true } } } });
    try {
      const c = await strict.client();
      await expect(update(ref(c.db), { 'open/a': 1, 'closed/b': 2 })).rejects.toThrow(/permission_denied/i);
      expect(strict.server.getData('')).toBeNull();
      await update(ref(c.db), { 'open/a': 1, 'open/b': 2 });
      expect(strict.server.getData('open')).toEqual({ a: 1, b: 2 });
    } finally {
      await strict.stop();
    }
  });
});

describe('what a listener below a multi-path update receives', () => {
  it('only the paths that changed below it, applied on the value it holds', async () => {
    const [writer, reader] = [await h.client(), await h.client()];
    await update(ref(writer.db), { 'small/card': { holes: { 0: { par: 4, shots: 0 }, 1: { par: 3, shots: 0 } }, total: 0, notes: 'x'.repeat(2000) } });
    const card = record(ref(reader.db, 'small/card'));
    await card.until((v) => (v as { total?: number } | null)?.total === 0);
    const before = h.server.bytesSent();
    await update(ref(writer.db), { 'small/card/holes/1/shots': 4, 'small/card/total': 4, 'small/other': 1 });
    const after = await card.until((v) => (v as { total?: number } | null)?.total === 4);
    expect(after).toEqual({ holes: [{ par: 4, shots: 0 }, { par: 3, shots: 4 }], total: 4, notes: 'x'.repeat(2000) });
    // The writer's answer and the reader's merge: far less than the 2,000 characters of notes.
    expect(h.server.bytesSent() - before).toBeLessThan(600);
    card.unsubscribe();
  });
});
