// A TCP proxy that adds a round trip to every connection through it, for the benches that need a mobile
// network's latency on the sync's WebSocket: the DevTools protocol's network emulation delays only a
// WebSocket's opening, not its messages (docs/STACK.md, "Chromium 156 and the DevTools protocol").
// Each chunk is held half the round trip in its direction; chunks keep their order (one timer queue
// per direction, each chunk due no earlier than the one before).
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface LatencyProxy {
  readonly port: number;
  close(): Promise<void>;
}

/** Forwards `from` to `to`, each chunk `delayMs` later, in order. */
function delayed(from: Socket, to: Socket, delayMs: number): void {
  let lastDue = 0;
  from.on('data', (chunk) => {
    const due = Math.max(Date.now() + delayMs, lastDue);
    lastDue = due;
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, due - Date.now());
  });
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, lastDue - Date.now())));
  from.on('error', () => to.destroy());
}

/** A proxy on a free local port to `target` (a port on 127.0.0.1), adding `roundTripMs`. */
export async function startLatencyProxy(target: number, roundTripMs: number): Promise<LatencyProxy> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      s.setNoDelay(true);
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    delayed(client, upstream, roundTripMs / 2);
    delayed(upstream, client, roundTripMs / 2);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the latency proxy has no port');
  return {
    port: address.port,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
