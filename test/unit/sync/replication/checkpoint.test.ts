import { stackCheckpoints } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { compareCheckpoints, compareKeys, isAfterCheckpoint, pullStart, SAME_TIME_CAP, selectPage, type RtdbCheckpoint } from '../../../../src/sync/replication/checkpoint.ts';

describe('compareKeys (RTDB key order)', () => {
  it('puts 32-bit integer keys first, numerically, then strings', () => {
    const keys = ['b', '10', 'a', '9', '-Nabc', '2147483648'];
    expect([...keys].sort(compareKeys)).toEqual(['9', '10', '-Nabc', '2147483648', 'a', 'b']);
  });
});

describe('compareCheckpoints', () => {
  it('orders by updatedAt with null first, then by key', () => {
    const list = [
      { updatedAt: 5, id: 'b' },
      { updatedAt: null, id: 'z' },
      { updatedAt: 5, id: 'a' },
      { updatedAt: 3, id: 'c' },
    ];
    expect([...list].sort(compareCheckpoints)).toEqual([
      { updatedAt: null, id: 'z' },
      { updatedAt: 3, id: 'c' },
      { updatedAt: 5, id: 'a' },
      { updatedAt: 5, id: 'b' },
    ]);
  });

  it('tells whether a position is after the checkpoint', () => {
    expect(isAfterCheckpoint({ updatedAt: 5, id: 'a' }, undefined)).toBe(true);
    expect(isAfterCheckpoint({ updatedAt: 5, id: 'a' }, { updatedAt: 5, id: 'a' })).toBe(false);
    expect(isAfterCheckpoint({ updatedAt: 6, id: 'a' }, { updatedAt: 5, id: 'a' })).toBe(true);
    expect(isAfterCheckpoint({ updatedAt: 4, id: 'z' }, { updatedAt: 5, id: 'a' })).toBe(false);
  });
});

describe('selectPage and pullStart (writes in the same server millisecond)', () => {
  const row = (key: string, updatedAt: number | null) => ({ key, updatedAt });

  it('remembers the keys pulled at the last millisecond and starts the next pull at it', () => {
    const first = selectPage([row('a', 1), row('m', 2), row('z', 2)], undefined, 10);
    expect(first.take.map((r) => r.key)).toEqual(['a', 'm', 'z']);
    expect(first.checkpoint).toEqual({ updatedAt: 2, id: 'z', sameTime: ['m', 'z'] });
    expect(pullStart(first.checkpoint!)).toEqual({ startAt: true, extra: 2 });

    // A document written later in the same millisecond with a smaller key is not missed.
    const second = selectPage([row('c', 2), row('m', 2), row('z', 2), row('b', 3)], first.checkpoint, 10);
    expect(second.take.map((r) => r.key)).toEqual(['c', 'b']);
    expect(second.checkpoint).toEqual({ updatedAt: 3, id: 'b', sameTime: ['b'] });
  });

  it('respects the batch size and keeps paging through one millisecond', () => {
    const rows = ['a', 'b', 'c', 'd'].map((k) => row(k, 5));
    const p1 = selectPage(rows, undefined, 2);
    expect(p1.take.map((r) => r.key)).toEqual(['a', 'b']);
    const p2 = selectPage(rows, p1.checkpoint, 2);
    expect(p2.take.map((r) => r.key)).toEqual(['c', 'd']);
    expect(p2.checkpoint?.sameTime).toEqual(['a', 'b', 'c', 'd']);
    const p3 = selectPage(rows, p2.checkpoint, 2);
    expect(p3.take).toEqual([]);
    expect(p3.checkpoint).toBe(p2.checkpoint);
  });

  it('falls back to the plain cursor past the cap, and stays on it within that millisecond', () => {
    const many = Array.from({ length: SAME_TIME_CAP + 1 }, (_, i) => row(`k${String(i).padStart(4, '0')}`, 7));
    const p = selectPage(many, undefined, many.length);
    expect(p.checkpoint?.sameTime).toEqual([]);
    expect(pullStart(p.checkpoint!)).toEqual({ startAt: false, extra: 0 });
    const next = selectPage([row('k9999', 7)], p.checkpoint, 10);
    expect(next.checkpoint).toEqual({ updatedAt: 7, id: 'k9999', sameTime: [] });
    // A checkpoint stored before the field was always written stays on the plain cursor too.
    expect(pullStart({ updatedAt: 7, id: 'k9999' })).toEqual({ startAt: false, extra: 0 });
  });

  it('pages through a millisecond past the cap when RxDB merges each checkpoint into the previous one', () => {
    // A feed of 1,200 entries of one millisecond, queried as the pull does (startAt the millisecond
    // with the skipped keys added to the limit, or startAfter the cursor).
    const feed = Array.from({ length: 1200 }, (_, i) => row(`k${String(i).padStart(4, '0')}`, 7));
    const query = (cp: RtdbCheckpoint | undefined, batch: number) => {
      if (!cp) return feed.slice(0, batch);
      const start = pullStart(cp);
      if (start.startAt) return feed.filter((r) => r.updatedAt! >= cp.updatedAt!).slice(0, batch + start.extra);
      return feed.filter((r) => compareCheckpoints({ updatedAt: r.updatedAt, id: r.key }, cp) > 0).slice(0, batch);
    };
    const pulled: string[] = [];
    let checkpoint: RtdbCheckpoint | undefined;
    for (let page = 0; page < 20; page++) {
      const result = selectPage(query(checkpoint, 200), checkpoint, 200);
      if (result.take.length === 0) break;
      pulled.push(...result.take.map((r) => r.key));
      // What RxDB's downstream does with the checkpoint a pull returns (stackCheckpoints).
      checkpoint = stackCheckpoints([checkpoint, result.checkpoint]);
    }
    expect(pulled).toEqual(feed.map((r) => r.key));
  });
});
