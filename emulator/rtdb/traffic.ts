// What each golfer's WebSocket connections sent and received, for the benches (test/bench/tap-cost.bench.ts):
// bytes and frames each way and the requests by action (`q` listen, `p` put or transaction, `m`
// multi-path update, `g` get, `n` unlisten, ...). Counted per signed-in uid, summed over that golfer's
// connections; a connection not signed in (yet) counts as `anonymous`, the admin token as `admin`.
import type { Identity } from './auth.ts';

export interface Traffic {
  /** UTF-8 bytes of the frames the clients sent (up) and the server sent them (down). */
  bytesUp: number;
  bytesDown: number;
  framesUp: number;
  framesDown: number;
  /** Requests the clients sent (each answered once), by protocol action. */
  requests: Record<string, number>;
  /** Server pushes (data the clients listen to), by action (`d` overwrite, `m` merge, ...). */
  pushes: Record<string, number>;
}

export const emptyTraffic = (): Traffic => ({ bytesUp: 0, bytesDown: 0, framesUp: 0, framesDown: 0, requests: {}, pushes: {} });

export const trafficKey = (identity: Identity): string => (identity.kind === 'user' ? identity.auth.uid : identity.kind);

/** The running totals by golfer. */
export class TrafficCounts {
  private readonly byKey = new Map<string, Traffic>();

  private of(identity: Identity): Traffic {
    const key = trafficKey(identity);
    let t = this.byKey.get(key);
    if (!t) this.byKey.set(key, (t = emptyTraffic()));
    return t;
  }

  frame(identity: Identity, direction: 'up' | 'down', bytes: number): void {
    const t = this.of(identity);
    if (direction === 'up') {
      t.bytesUp += bytes;
      t.framesUp += 1;
    } else {
      t.bytesDown += bytes;
      t.framesDown += 1;
    }
  }

  request(identity: Identity, action: string): void {
    const t = this.of(identity);
    t.requests[action] = (t.requests[action] ?? 0) + 1;
  }

  push(identity: Identity, action: string): void {
    const t = this.of(identity);
    t.pushes[action] = (t.pushes[action] ?? 0) + 1;
  }

  /** A copy of the totals so far. */
  snapshot(): Map<string, Traffic> {
    return new Map([...this.byKey].map(([k, t]) => [k, { ...t, requests: { ...t.requests }, pushes: { ...t.pushes } }]));
  }
}

/** What `after` counted beyond `before`, for one key. */
export function trafficSince(before: Map<string, Traffic>, after: Map<string, Traffic>, key: string): Traffic {
  const a = after.get(key) ?? emptyTraffic();
  const b = before.get(key) ?? emptyTraffic();
  const diff = (x: Record<string, number>, y: Record<string, number>) =>
    Object.fromEntries(Object.entries(x).map(([k, v]) => [k, v - (y[k] ?? 0)]).filter(([, v]) => v !== 0));
  return {
    bytesUp: a.bytesUp - b.bytesUp,
    bytesDown: a.bytesDown - b.bytesDown,
    framesUp: a.framesUp - b.framesUp,
    framesDown: a.framesDown - b.framesDown,
    requests: diff(a.requests, b.requests),
    pushes: diff(a.pushes, b.pushes),
  };
}
