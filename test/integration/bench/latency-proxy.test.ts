// The benches' latency proxy (test/bench/latency-proxy.ts): every exchange through it takes the round
// trip it adds, and the bytes arrive whole and in order both ways.
import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLatencyProxy, type LatencyProxy } from '../../bench/latency-proxy.ts';

let echo: Server;
let proxy: LatencyProxy;

beforeAll(async () => {
  echo = createServer((s) => s.pipe(s));
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  const address = echo.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  proxy = await startLatencyProxy(address.port, 150);
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

describe('the latency proxy', () => {
  it('adds its round trip to each exchange and keeps the bytes in order', async () => {
    const socket = connect(proxy.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const exchange = async (text: string) => {
      const t = performance.now();
      const want = received.length + text.length;
      socket.write(text);
      while (received.length < want) await new Promise((r) => setTimeout(r, 2));
      return performance.now() - t;
    };
    const times = [await exchange('one '), await exchange('two '), await exchange('three')];
    for (const ms of times) expect(ms).toBeGreaterThanOrEqual(145);
    // Several chunks sent at once come back in order.
    socket.write('a');
    socket.write('b');
    socket.write('c');
    while (!received.endsWith('abc')) await new Promise((r) => setTimeout(r, 2));
    expect(received).toBe('one two threeabc');
    socket.destroy();
  });
});
