// `npm run bench -- tap-cost`: what one "+1 shot" of a marker costs the group (docs/ARCHITECTURE.md,
// "What a tap costs"). Four phones of one Individual stroke-play match on our RTDB server with the
// project's rules: the marker (the match's creator), a partner with the board on screen, two partners
// elsewhere; each the app's own local database and sync engine (tap-cost/device.ts). The marker taps
// "+1 shot" as the hole writer does, one tap at a time: each tap on the next card and hole, and the next
// tap only once every partner stored it, the marker has nothing left to push and the server has sent
// nothing for QUIET_MS. Per tap, for the marker and each partner: bytes up and down and WebSocket
// frames (counted by the server per golfer, emulator/rtdb/traffic.ts), requests (each one round trip)
// and server pushes, IndexedDB writes (every put/add/delete a store takes), and the CPU: in Node each
// phone runs in a worker thread of its own (its thread's CPU time), in Chromium each phone is a page at
// the phone profile's CPU 4x (its main thread's task time, from the DevTools protocol). On a plain
// course and on a mapped one (every hole carrying the course's coordinates). Medians over TAP_COST_TAPS
// taps (default 12) after two warm-up taps; TAP_COST_ON=node or chromium runs one side only;
// TAP_COST_RTT_MS=150 puts a latency proxy (latency-proxy.ts) with that round trip between every phone
// and the server, so the times from the tap are a mobile network's.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { build } from 'vite';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { startRtdbServer, trafficSince, type RtdbServer, type Traffic } from '../../emulator/rtdb/index.ts';
import { launchBrowser } from '../e2e/support/index.ts';
import { tmpDir } from '../e2e/support/paths.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy.ts';
import { applyProfile, profileNote } from './phone-profile.ts';
import type { DeviceInit, TapDone } from './tap-cost/device.ts';
import { cardBytes, seedGroup, type CourseKind, type Group } from './tap-cost/group.ts';
import type { TapCostPageApi } from './tap-cost/page/page.ts';
import { WorkerPhone } from './tap-cost/rpc.ts';

const PROJECT_ID = 'demo-tap-cost';
const TAPS = Number(process.env.TAP_COST_TAPS ?? 12);
/** A round trip added between every phone and the server (0: loopback). */
const RTT_MS = Number(process.env.TAP_COST_RTT_MS ?? 0);
const WARM_UP = 2;
/** The server sent and received nothing for this long: the tap's traffic is over. */
const QUIET_MS = 600;
/** The window over which each phone's idle CPU is measured before the taps. */
const IDLE_MS = 3000;
const STORED_TIMEOUT_MS = 30_000;
const ROLES = ['marker', 'partner (board on screen)', 'partner (elsewhere)', 'partner (elsewhere, 2)'] as const;
/** The group's bytes a tap: docs/ARCHITECTURE.md, "What a tap costs" (the targets of the new write). */
const GROUP_BYTES_TARGET = { max: 4, text: '<= 4 KB' };
const MARKER_REQUESTS_TARGET = { max: 1, text: '<= 1 (the push, one round trip)' };

/** What a phone's own counters say: CPU or main-thread ms and IndexedDB writes so far. */
interface Usage {
  cpuMs: number;
  idbWrites: number;
}

/** One phone as the bench drives it, in Node or in Chromium. */
interface Phone {
  open(init: DeviceInit): Promise<void>;
  tap(cardId: string, hole: number): Promise<TapDone>;
  stored(cardId: string, hole: number, value: number): Promise<number>;
  pushed(): Promise<boolean>;
  usage(): Promise<Usage>;
  close(): Promise<void>;
}

function nodePhone(): Phone {
  const w = new WorkerPhone();
  return {
    open: (init) => w.call('open', init),
    tap: (cardId, hole) => w.call('tap', cardId, hole),
    stored: (cardId, hole, value) => w.call('stored', cardId, hole, value, STORED_TIMEOUT_MS),
    pushed: () => w.call('pushed', 30_000),
    usage: () => w.call('usage'),
    async close() {
      await w.call('stop').catch(() => undefined);
      await w.terminate();
    },
  };
}

const onPage = <T>(page: Page, fn: (api: TapCostPageApi, ...args: never[]) => Promise<T> | T, ...args: unknown[]) =>
  page.evaluate(([source, a]) => {
    // The function travels as text: tsx's keepNames helper is not on the page.
    const f = new Function('api', '...args', `return (${source})(api, ...args)`) as (api: TapCostPageApi, ...args: unknown[]) => unknown;
    return f((window as unknown as { tapCost: TapCostPageApi }).tapCost, ...(a as unknown[]));
  }, [fn.toString(), args] as const) as Promise<T>;

async function chromiumPhone(browser: Browser, siteUrl: string): Promise<Phone> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${siteUrl}/index.html`);
  await page.waitForFunction(() => 'tapCost' in window);
  let cdp: CDPSession | null = null;
  const taskMs = async () => {
    if (!cdp) return 0;
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  return {
    async open(init) {
      await onPage(page, (api, i) => api.open(i), init);
      // The phone profile once the phone is ready: what is measured is the taps, not the first pull.
      await applyProfile(page);
      cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
    },
    tap: (cardId, hole) => onPage(page, (api, c, h) => api.tap(c, h), cardId, hole),
    stored: (cardId, hole, value) => onPage(page, (api, c, h, v, t) => api.stored(c, h, v, t), cardId, hole, value, STORED_TIMEOUT_MS),
    pushed: () => onPage(page, (api) => api.pushed(30_000)),
    async usage() {
      const { idbWrites } = await onPage(page, (api) => api.usage());
      return { cpuMs: await taskMs(), idbWrites };
    },
    async close() {
      await onPage(page, (api) => api.stop()).catch(() => undefined);
      await context.close();
    },
  };
}

/** Waits until the server's totals stop moving for QUIET_MS. */
async function quiet(server: RtdbServer): Promise<void> {
  const total = () => JSON.stringify([...server.traffic().values()].map((t) => [t.framesUp, t.framesDown]));
  let last = total();
  let since = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    const now = total();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= QUIET_MS) return;
  }
}

/** One tap's figures for one phone. */
interface PhoneTap {
  traffic: Traffic;
  cpuMs: number;
  /** What the phone spends idle over the same time (timers, the SDK's and RxDB's own): cpuMs includes it. */
  idleCpuMs: number;
  idbWrites: number;
  /** ms from the tap until this phone stored it (the marker: until its push was answered). */
  ms: number;
}

/** Each phone's CPU a millisecond while nothing happens, over IDLE_MS. */
async function idleRates(phones: Phone[]): Promise<number[]> {
  const before = await Promise.all(phones.map((p) => p.usage()));
  const t = performance.now();
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const after = await Promise.all(phones.map((p) => p.usage()));
  const ms = performance.now() - t;
  return phones.map((_, i) => ((after[i]?.cpuMs ?? 0) - (before[i]?.cpuMs ?? 0)) / ms);
}

async function playTaps(server: RtdbServer, group: Group, phones: Phone[]): Promise<PhoneTap[][]> {
  const [marker] = phones as [Phone];
  const taps: PhoneTap[][] = [];
  await quiet(server);
  const idle = await idleRates(phones);
  for (let k = 0; k < WARM_UP + TAPS; k++) {
    const cardId = group.cardIds[k % group.cardIds.length] as string;
    const hole = 1 + (Math.floor(k / group.cardIds.length) % 18);
    await quiet(server);
    const before = server.traffic();
    const usage = await Promise.all(phones.map((p) => p.usage()));
    const t = performance.now();
    const done = await marker.tap(cardId, hole);
    const tapped = performance.now() - t;
    const partners = phones.slice(1).map((p) => p.stored(cardId, hole, done.value));
    if (!(await marker.pushed())) throw new Error(`the marker's push of hole ${hole} of ${cardId} was not answered`);
    const markerMs = performance.now() - t;
    const partnerMs = await Promise.all(partners);
    await quiet(server);
    const after = server.traffic();
    const used = await Promise.all(phones.map((p) => p.usage()));
    const window = performance.now() - t;
    if (k < WARM_UP) continue;
    taps.push(
      phones.map((_, i) => ({
        traffic: trafficSince(before, after, group.uids[i] as string),
        cpuMs: (used[i]?.cpuMs ?? 0) - (usage[i]?.cpuMs ?? 0),
        idleCpuMs: (idle[i] ?? 0) * window,
        idbWrites: (used[i]?.idbWrites ?? 0) - (usage[i]?.idbWrites ?? 0),
        ms: i === 0 ? markerMs : tapped + (partnerMs[i - 1] ?? NaN),
      })),
    );
  }
  return taps;
}

const median = (xs: number[]) => percentiles(xs).median;
const kb = (bytes: number) => round(bytes / 1024, 2);

/** The requests of a tap as "q 1, p 1, m 1, g 2" (the most common breakdown over the taps). */
function requestMix(taps: PhoneTap[]): string {
  const counts = new Map<string, number>();
  for (const t of taps) {
    const text = Object.entries(t.traffic.requests).sort(([a], [b]) => a.localeCompare(b)).map(([a, n]) => `${a} ${n}`).join(', ') || 'none';
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
}

function pushMix(taps: PhoneTap[]): string {
  const counts = new Map<string, number>();
  for (const t of taps) {
    const text = Object.entries(t.traffic.pushes).sort(([a], [b]) => a.localeCompare(b)).map(([a, n]) => `${a} ${n}`).join(', ') || 'none';
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
}

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

function figures(side: 'Node' | 'Chromium', course: CourseKind, cardSize: number, taps: PhoneTap[][]): BenchFigure[] {
  const label = `${side}, ${course} course`;
  const cpuNote = side === 'Node' ? 'its worker thread\'s CPU' : `main-thread task time, ${profileNote()}`;
  const out: BenchFigure[] = [];
  const group = taps.map((t) => t.reduce((s, p) => s + p.traffic.bytesUp + p.traffic.bytesDown, 0));
  const groupFrames = taps.map((t) => t.reduce((s, p) => s + p.traffic.framesUp + p.traffic.framesDown, 0));
  out.push({ name: `${label}: the group's bytes a tap (up + down)`, value: kb(median(group)), unit: 'KB', target: GROUP_BYTES_TARGET, note: `median of ${taps.length} taps; a stored card is ${kb(cardSize)} KB of JSON` });
  out.push({ name: `${label}: the group's WebSocket frames a tap`, value: median(groupFrames), unit: 'frames' });
  ROLES.forEach((role, i) => {
    if (i === 3) return; // The second partner elsewhere costs what the first does.
    const mine = taps.map((t) => t[i] as PhoneTap);
    const up = median(mine.map((p) => p.traffic.bytesUp));
    const down = median(mine.map((p) => p.traffic.bytesDown));
    const frames = `${median(mine.map((p) => p.traffic.framesUp))} up / ${median(mine.map((p) => p.traffic.framesDown))} down`;
    out.push({ name: `${label}, ${role}: bytes up / down`, value: `${kb(up)} / ${kb(down)}`, unit: 'KB', note: `frames ${frames}` });
    out.push({
      name: `${label}, ${role}: requests (round trips)`,
      value: median(mine.map((p) => sum(p.traffic.requests))),
      unit: '',
      note: `${requestMix(mine)}; server pushes: ${pushMix(mine)}`,
      ...(i === 0 ? { target: MARKER_REQUESTS_TARGET } : {}),
    });
    out.push({ name: `${label}, ${role}: IndexedDB writes`, value: median(mine.map((p) => p.idbWrites)), unit: '' });
    out.push({
      name: `${label}, ${role}: CPU a tap`,
      value: round(median(mine.map((p) => p.cpuMs - p.idleCpuMs))),
      unit: 'ms',
      note: `${cpuNote}, beyond what it spends idle over the same time (${round(median(mine.map((p) => p.idleCpuMs)))} ms of ${round(median(mine.map((p) => p.cpuMs)))} ms)`,
    });
    out.push({
      name: `${label}, ${role}: ${i === 0 ? 'tap to push answered' : 'tap to stored on the phone'}`,
      value: round(median(mine.map((p) => p.ms))),
      unit: 'ms',
      note: `p95 ${round(percentiles(mine.map((p) => p.ms)).p95)} ms; ${RTT_MS > 0 ? `${RTT_MS} ms round trip (latency proxy)` : 'loopback network'}`,
    });
  });
  return out;
}

async function runGroup(server: RtdbServer, side: 'Node' | 'Chromium', course: CourseKind, makePhone: () => Promise<Phone>): Promise<BenchFigure[]> {
  const group = seedGroup(server, `tap-${side.toLowerCase()}-${course}-${Date.now().toString(36)}`, course);
  const phones: Phone[] = [];
  const proxy: LatencyProxy | null = RTT_MS > 0 ? await startLatencyProxy(server.port, RTT_MS) : null;
  try {
    for (let i = 0; i < 4; i++) phones.push(await makePhone());
    const port = proxy?.port ?? server.port;
    await Promise.all(phones.map((p, i) => p.open({ port, projectId: PROJECT_ID, uid: group.uids[i] as string, matchId: group.matchId, cardIds: group.cardIds, board: i === 1 })));
    const taps = await playTaps(server, group, phones);
    return figures(side, course, cardBytes(server, group.cardIds[0] as string), taps);
  } finally {
    await Promise.all(phones.map((p) => p.close()));
    await proxy?.close();
  }
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./tap-cost/page/', import.meta.url)),
    base: './',
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

export async function bench(): Promise<BenchFigure[]> {
  const on = process.env.TAP_COST_ON ?? 'node,chromium';
  const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
  const server = await startRtdbServer({ port: 0, projectId: PROJECT_ID, rules, log: () => {} });
  const out: BenchFigure[] = [];
  try {
    if (on.includes('node')) {
      for (const course of ['plain', 'mapped'] as const) out.push(...(await runGroup(server, 'Node', course, async () => nodePhone())));
    }
    if (on.includes('chromium')) {
      await mkdir(tmpDir, { recursive: true });
      const dir = await mkdtemp(join(tmpDir, 'bench-tap-cost-'));
      let site: Awaited<ReturnType<typeof startStaticServer>> | null = null;
      let browser: Browser | null = null;
      try {
        await buildPage(join(dir, 'dist'));
        site = await startStaticServer({ root: join(dir, 'dist'), port: 0, host: '127.0.0.1' });
        const url = site.url;
        browser = await launchBrowser();
        const b = browser;
        for (const course of ['plain', 'mapped'] as const) out.push(...(await runGroup(server, 'Chromium', course, () => chromiumPhone(b, url))));
      } finally {
        await browser?.close();
        await site?.close();
        await rm(dir, { recursive: true, force: true });
      }
    }
    return out;
  } finally {
    await server.stop();
  }
}
