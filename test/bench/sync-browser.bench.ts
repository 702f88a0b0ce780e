// The initial sync in Chromium with real IndexedDB (how long a new phone takes to get 1,000 cards): the same
// 1,000 score cards as the Node figure (sync-seed.ts), on our RTDB server with the project's rules, pulled
// into a fresh device by the app's own database and sync engine, against plain SDK get()s of the same cards
// in the same browser. The page (sync-page/) is built by Vite in production mode, like the app. Every
// measurement runs in a new browser context (an empty profile: a fresh device, its own IndexedDB) on a page
// already loaded, so loading and compiling the code is outside both figures; the get()s and the syncs
// alternate. The sync figure starts before the device opens its local database; the part spent opening it,
// and the engine's share alone (the app opens the database before it starts sync), are printed beside it.
// Taken in the bench's profile (docs/ARCHITECTURE.md, "Speed on a phone": CPU 4x on the phone; the RTDB
// server is on this machine, so the network is loopback in both), for the new golfer's handful of cards and
// the seasoned golfer's 1,000. Printed, never asserted.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { startRtdbServer } from '../../emulator/rtdb/index.ts';
import { launchBrowser } from '../e2e/support/index.ts';
import { tmpDir } from '../e2e/support/paths.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { applyProfile, profileNote } from './phone-profile.ts';
import type { ServerAt, SyncBenchApi } from './sync-page/page.ts';
import { CARDS, OWNER, PROJECT_ID, seedCards } from './sync-seed.ts';

const RUNS = 5;
/** The new bench golfer's cards on a fresh phone (bench-golfers.ts: their rounds and their matches' cards). */
const NEW_GOLFER_CARDS = 9;
const TARGET = { max: 1.5, text: '<= 1.5x' };

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./sync-page/', import.meta.url)),
    base: './',
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

/** Plain get()s and fresh-device syncs of `ids`, in turns, each in a new context with the profile applied. */
async function measure(browser: Browser, siteUrl: string, server: ServerAt, ids: string[], who: string): Promise<BenchFigure[]> {
  const count = ids.length;
  const getTimes: number[] = [];
  const syncTimes: number[] = [];
  const openTimes: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    for (const kind of ['get', 'sync'] as const) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${siteUrl}/index.html`);
        await page.waitForFunction(() => 'syncBench' in window);
        await applyProfile(page);
        if (kind === 'get') {
          const got = await page.evaluate(([s, list]) => (window as unknown as { syncBench: SyncBenchApi }).syncBench.plainGets(s, list), [server, ids] as const);
          if (got.found !== count) throw new Error(`get() found ${got.found} of ${count} cards`);
          getTimes.push(got.ms);
        } else {
          const synced = await page.evaluate(([s, n]) => (window as unknown as { syncBench: SyncBenchApi }).syncBench.initialSync(s, `bench-${Date.now()}`, n), [server, count] as const);
          if (synced.stored !== count) throw new Error(`sync stored ${synced.stored} of ${count} cards`);
          syncTimes.push(synced.ms);
          openTimes.push(synced.openMs);
        }
      } finally {
        await context.close();
      }
    }
  }
  const getMs = percentiles(getTimes).median;
  const syncMs = percentiles(syncTimes).median;
  const engineTimes = syncTimes.map((ms, i) => ms - (openTimes[i] ?? 0));
  const engineMs = percentiles(engineTimes).median;
  const range = (xs: number[]) => `${round(Math.min(...xs))}-${round(Math.max(...xs))} ms`;
  const cards = `${count.toLocaleString('en-GB')} score cards`;
  return [
    { name: `plain SDK get()s of ${cards} (${who})`, value: round(getMs), unit: 'ms', note: `one per card, in parallel; median of ${RUNS} (${range(getTimes)}), fresh page each; ${profileNote()}` },
    { name: `first sync of ${cards} into a fresh device (${who})`, value: round(syncMs), unit: 'ms', note: `median of ${RUNS} (${range(syncTimes)}); storage: Dexie on IndexedDB` },
    { name: `first sync / plain get() (${who})`, value: round(syncMs / getMs, 2), unit: 'x', target: TARGET },
    { name: `of the first sync: opening the local database (${who})`, value: round(percentiles(openTimes).median), unit: 'ms', note: `median of ${RUNS} (${range(openTimes)})` },
    { name: `sync engine alone (database open) / plain get() (${who})`, value: round(engineMs / getMs, 2), unit: 'x', note: `median ${round(engineMs)} ms (${range(engineTimes)}), from startSync to the last card stored` },
  ];
}

export async function bench(): Promise<BenchFigure[]> {
  await mkdir(tmpDir, { recursive: true });
  const dir = await mkdtemp(join(tmpDir, 'bench-sync-'));
  const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
  const rtdb = await startRtdbServer({ port: 0, projectId: PROJECT_ID, rules, log: () => {} });
  let site: Awaited<ReturnType<typeof startStaticServer>> | null = null;
  let browser: Browser | null = null;
  try {
    await buildPage(join(dir, 'dist'));
    site = await startStaticServer({ root: join(dir, 'dist'), port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    const out: BenchFigure[] = [];
    for (const [who, count] of [['new golfer', NEW_GOLFER_CARDS], ['seasoned golfer', CARDS]] as const) {
      // Each golfer on a server of their own cards only (seedCards replaces the collection).
      const owner = `${OWNER}-${who.split(' ')[0] ?? ''}`;
      const ids = seedCards(rtdb, count, owner);
      out.push(...(await measure(browser, site.url, { port: rtdb.port, projectId: PROJECT_ID, uid: owner }, ids, who)));
    }
    return out;
  } finally {
    await browser?.close();
    await site?.close();
    await rtdb.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
