// A bare WebSocket client speaking the RTDB wire protocol, for the cases the SDK never sends.
import WebSocket from 'ws';

export interface Push {
  a: string;
  b: { p?: string; d?: unknown; t?: number; q?: unknown };
}

export interface RawClient {
  ws: WebSocket;
  handshake: { ts: number; v: string; h: string; s: string };
  /** Sends a request and resolves with the response body `{s, d}`. */
  request(action: string, body: unknown): Promise<{ s: string; d: unknown }>;
  /** Sends raw text frames. */
  sendFrames(...frames: (string | Buffer)[]): void;
  /** Resolves with the next message (data or control) that matches. */
  next(match: (msg: { t: string; d: Record<string, unknown> }) => boolean): Promise<{ t: string; d: Record<string, unknown> }>;
  pushes: Push[];
  close(): void;
}

/** `origin`: the Origin header a browser would send (Node sends none). */
export async function rawConnect(port: number, options: { origin?: string } = {}): Promise<RawClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=demo-handicap-down`, options.origin ? { origin: options.origin } : {});
  const waiters: { match: (m: { t: string; d: Record<string, unknown> }) => boolean; resolve: (m: { t: string; d: Record<string, unknown> }) => void }[] = [];
  const pushes: Push[] = [];
  let expected = 0;
  let parts: string[] = [];
  const onMessage = (text: string) => {
    const msg = JSON.parse(text) as { t: string; d: Record<string, unknown> };
    if (msg.t === 'd' && 'a' in msg.d) pushes.push(msg.d as unknown as Push);
    for (const w of [...waiters]) {
      if (w.match(msg)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(msg);
      }
    }
  };
  ws.on('message', (data) => {
    const text = data.toString();
    if (expected === 0 && text.length <= 6 && /^\d+$/.test(text)) {
      expected = Number(text);
      parts = [];
      return;
    }
    if (expected > 0) {
      parts.push(text);
      if (parts.length === expected) {
        expected = 0;
        onMessage(parts.join(''));
      }
      return;
    }
    onMessage(text);
  });
  const next: RawClient['next'] = (match) => new Promise((resolve) => waiters.push({ match, resolve }));
  const hello = next((m) => m.t === 'c' && m.d.t === 'h');
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const handshake = (await hello).d.d as RawClient['handshake'];
  let r = 0;
  return {
    ws,
    handshake,
    pushes,
    next,
    async request(action, body) {
      const id = ++r + 1000;
      const response = next((m) => m.t === 'd' && m.d.r === id);
      ws.send(JSON.stringify({ t: 'd', d: { r: id, a: action, b: body } }));
      return (await response).d.b as { s: string; d: unknown };
    },
    sendFrames: (...frames) => frames.forEach((f) => ws.send(f)),
    close: () => ws.close(),
  };
}
