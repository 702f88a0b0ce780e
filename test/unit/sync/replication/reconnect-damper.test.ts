// The damping of reconnections on a flapping network (docs/ARCHITECTURE.md, "What the phone does to
// keep the round"): no attempt while the browser is offline, one attempt in a while when the
// connection keeps dropping, at once again after a connection that held.
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { dampReconnects, MAX_DELAY_MS, reconnectDelay, STABLE_MS, type DamperWindow } from '../../../../src/sync/replication/reconnect-damper.ts';

/** A window whose clock the test moves, with the browser's online events. */
function fakeWindow(onLine = true) {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const listeners = { online: new Set<() => void>(), offline: new Set<() => void>() };
  const win: DamperWindow = {
    addEventListener: (type, l) => listeners[type].add(l),
    removeEventListener: (type, l) => listeners[type].delete(l),
    navigator: { onLine },
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id),
    now: () => now,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = end;
  };
  const fire = (type: 'online' | 'offline') => {
    win.navigator.onLine = type === 'online';
    listeners[type].forEach((l) => l());
  };
  return { win, advance, fire };
}

/** The SDK's connection as the damper drives it: each goOnline is one attempt, which connects. */
function fakeConnection(online$: BehaviorSubject<boolean>) {
  const log: string[] = [];
  return {
    log,
    target: {
      goOffline: () => {
        log.push('off');
        online$.next(false);
      },
      goOnline: () => {
        log.push('on');
        online$.next(true);
      },
    },
  };
}

describe('reconnectDelay', () => {
  it('is nothing after a stable connection, then doubles up to the cap', () => {
    expect(reconnectDelay(0)).toBe(0);
    expect(reconnectDelay(1)).toBe(2_000);
    expect(reconnectDelay(2)).toBe(4_000);
    expect(reconnectDelay(30)).toBe(MAX_DELAY_MS);
  });
});

describe('dampReconnects', () => {
  it('makes no attempt while offline, and reconnects at once after a connection that held', () => {
    const { win, advance, fire } = fakeWindow();
    const online$ = new BehaviorSubject(true);
    const { log, target } = fakeConnection(online$);
    const stop = dampReconnects(target, online$, win);
    advance(STABLE_MS + 1);
    fire('offline');
    advance(60_000);
    expect(log).toEqual(['off']);
    fire('online');
    expect(log).toEqual(['off', 'on']);
    stop();
  });

  it('on a network that flaps every 3 s for 10 minutes, attempts far fewer times than it comes back', () => {
    const { win, advance, fire } = fakeWindow();
    const online$ = new BehaviorSubject(true);
    const { log, target } = fakeConnection(online$);
    const stop = dampReconnects(target, online$, win);
    let flaps = 0;
    for (let t = 0; t < 600_000; t += 6_000) {
      advance(3_000);
      fire('offline');
      advance(3_000);
      fire('online');
      flaps += 1;
    }
    const attempts = log.filter((l) => l === 'on').length;
    expect(flaps).toBe(100);
    // At most one attempt per MAX_DELAY_MS once damped, plus the first few.
    expect(attempts).toBeLessThanOrEqual(600_000 / MAX_DELAY_MS + 6);
    expect(attempts).toBeGreaterThan(0);
    // Once the network holds, it connects and the next loss is forgiven.
    advance(STABLE_MS * 2);
    fire('offline');
    fire('online');
    expect(log.at(-1)).toBe('on');
    stop();
  });

  it('leaves the connection allowed when stopped while offline', () => {
    const { win, fire } = fakeWindow();
    const online$ = new BehaviorSubject(true);
    const { log, target } = fakeConnection(online$);
    const stop = dampReconnects(target, online$, win);
    fire('offline');
    stop();
    expect(log).toEqual(['off', 'on']);
  });
});
