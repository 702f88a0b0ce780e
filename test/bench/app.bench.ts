// The built app in Chromium: how many JavaScript and CSS bytes (gzip) a cold visit to /login and to
// /dashboard loads (with what those bytes are made of: the bundle breakdown), and how fast /dashboard
// first renders from the service worker cache, offline, on a phone (phone-profile.ts), for both bench
// golfers (bench-golfers.ts).
// Builds the app against a local backend of its own (the e2e harness), so it takes about a minute.
// APP_PROFILE=<dir> also writes a CPU profile of one offline start per golfer there (profiledStart).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  newContext,
  serveApp,
  setE2eContext,
  setOffline,
  signInThroughUi,
  startE2eRun,
  waitForServiceWorker,
} from '../e2e/support/index.ts';
import { seedBenchGolfer, type BenchGolfer } from './bench-golfers.ts';
import { pageBreakdown, partTotals, type ChunkBreakdown } from './bundle-breakdown.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { applyProfile, profileNote } from './phone-profile.ts';
import { installStartMarks, readStartMarks, type StartMarks } from './start-marks.ts';

const OFFLINE_SAMPLES = 9;

interface Transfer {
  files: number;
  raw: number;
  gzip: number;
}
type Bytes = { js: Transfer; css: Transfer; scripts: string[]; sizes: Map<string, { raw: number; gzip: number }> };

/** Records every script and stylesheet the page receives, with its size as a server would gzip it. */
function recordAssets(page: Page): () => Promise<Bytes> {
  const pending: Promise<{ kind: 'js' | 'css'; url: string; raw: number; gzip: number } | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => ({ kind: type === 'script' ? ('js' as const) : ('css' as const), url: response.url(), raw: body.length, gzip: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  return async () => {
    const bytes: Bytes = { js: { files: 0, raw: 0, gzip: 0 }, css: { files: 0, raw: 0, gzip: 0 }, scripts: [], sizes: new Map() };
    for (const entry of await Promise.all(pending)) {
      if (!entry) continue;
      if (entry.kind === 'js') {
        bytes.scripts.push(entry.url);
        bytes.sizes.set(entry.url, { raw: entry.raw, gzip: entry.gzip });
      }
      const t = bytes[entry.kind];
      t.files += 1;
      t.raw += entry.raw;
      t.gzip += entry.gzip;
    }
    return bytes;
  };
}

/** The scripts of `bytes` that `keep` accepts (the stylesheets as they are). */
function keepScripts(bytes: Bytes, keep: (url: string) => boolean): Bytes {
  const scripts = bytes.scripts.filter(keep);
  const js: Transfer = { files: scripts.length, raw: 0, gzip: 0 };
  for (const url of scripts) {
    js.raw += bytes.sizes.get(url)?.raw ?? 0;
    js.gzip += bytes.sizes.get(url)?.gzip ?? 0;
  }
  return { ...bytes, js, scripts, sizes: new Map(scripts.map((u) => [u, bytes.sizes.get(u) ?? { raw: 0, gzip: 0 }])) };
}

const dashboardHeading = (page: Page) => page.getByRole('heading', { name: 'Dashboard', level: 1 });

/** A cold load (no HTTP cache, no service worker) of `path`, as a first-time visitor's browser does it. */
async function coldLoad(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<Bytes> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytes = recordAssets(page);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const result = await bytes();
  await page.close();
  return result;
}

/**
 * A signed-in golfer's cold load of /dashboard: every script, those that had arrived when the golfer's
 * own figures were painted (what the first paint with their data needed: none when the phone kept a copy
 * of the page, docs/ARCHITECTURE.md, "Speed on a phone"; the sync engine and the database SDK load after
 * it), and those that had arrived when the app's own page showed them (the page takes taps).
 */
async function coldDashboard(context: BrowserContext, url: string): Promise<{ all: Bytes; beforeData: Bytes; beforeLive: Bytes }> {
  const page = await context.newPage();
  await installStartMarks(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytes = recordAssets(page);
  await page.goto(url);
  const marks = await readStartMarks(page);
  const arrived = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, (e as PerformanceResourceTiming).responseEnd] as const));
  await page.waitForLoadState('networkidle');
  const all = await bytes();
  await page.close();
  const arrivedBy = (at: number | undefined) => {
    const early = new Set(arrived.filter(([, end]) => end <= (at ?? Number.POSITIVE_INFINITY)).map(([name]) => name));
    return keepScripts(all, (u) => early.has(u));
  };
  return { all, beforeData: arrivedBy(marks.data), beforeLive: arrivedBy(marks.live) };
}

/** The sign-in page's scripts and stylesheets before the languages (152.2 KiB gzip), plus the 5 KiB they may add. */
const SIGN_IN_BUDGET = 157.2;

function byteFigures(route: string, bytes: Bytes, target?: BenchFigure['target']): BenchFigure[] {
  const kb = (n: number) => round(n / 1024, 1);
  return [
    { name: `${route}: JavaScript loaded (gzip)`, value: kb(bytes.js.gzip), unit: 'KiB', note: `${bytes.js.files} files, ${kb(bytes.js.raw)} KiB raw`, ...(target ? { target } : {}) },
    { name: `${route}: CSS loaded (gzip)`, value: kb(bytes.css.gzip), unit: 'KiB', note: `${bytes.css.files} files, ${kb(bytes.css.raw)} KiB raw` },
  ];
}

const BREAKDOWN_CHUNKS = 8;
const BREAKDOWN_PARTS = 5;
const kib = (n: number) => (n / 1024).toFixed(1);
const listParts = (parts: [string, number][], count: number) =>
  parts
    .slice(0, count)
    .map(([part, n]) => `${part} ${kib(n)}`)
    .join(', ');

/** The bundle breakdown of one page: its packages and source folders overall, then its largest chunks. */
function breakdownFigures(route: string, chunks: ChunkBreakdown[]): BenchFigure[] {
  const figures: BenchFigure[] = [
    { name: `${route} breakdown: largest parts (est. gzip KiB)`, value: chunks.length, unit: 'chunks', note: listParts(partTotals(chunks), 12) },
  ];
  for (const chunk of chunks.slice(0, BREAKDOWN_CHUNKS)) {
    figures.push({ name: `${route} breakdown: ${chunk.file}`, value: round(chunk.gzip / 1024, 1), unit: 'KiB', note: listParts(chunk.parts, BREAKDOWN_PARTS) });
  }
  const rest = chunks.slice(BREAKDOWN_CHUNKS);
  if (rest.length > 0) {
    const gzip = rest.reduce((sum, c) => sum + c.gzip, 0);
    figures.push({ name: `${route} breakdown: ${rest.length} smaller chunks`, value: round(gzip / 1024, 1), unit: 'KiB', note: listParts(partTotals(rest), BREAKDOWN_PARTS) });
  }
  return figures;
}

/** The golfer's own figures are on the phone: the seasoned golfer's rounds have all synced. */
async function golferDataSynced(page: Page, golfer: BenchGolfer): Promise<void> {
  await dashboardHeading(page).waitFor({ timeout: 30_000 });
  // Every round the bench seeded has holes played; the world's own cards may not (the round just begun).
  const seeded = golfer.kind === 'seasoned' ? golfer.rounds - 5 : 1;
  await page.waitForFunction(
    (least) => {
      const dd = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Rounds')?.nextElementSibling;
      return Number((dd?.textContent ?? '').replace(/\D/g, '')) >= least;
    },
    seeded,
    { timeout: 180_000 },
  );
}

async function signedInWithData(page: Page, golfer: BenchGolfer, baseUrl: string): Promise<void> {
  await signInThroughUi(page, golfer.golfer, baseUrl);
  await page.goto(`${baseUrl}/dashboard`);
  await golferDataSynced(page, golfer);
}

/**
 * APP_PROFILE=<dir>: one more offline start, after the measured ones, with the renderer's CPU profile from
 * the navigation until the app's own page showed the figures, written as <dir>/offline-start-<who>.cpuprofile.
 */
async function profiledStart(context: BrowserContext, page: Page, url: string, file: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await readStartMarks(page);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(profile));
  await cdp.detach();
}

/** Offline starts of /dashboard from the service worker, in the bench's profile (CPU only: no network). */
async function offlineStarts(context: BrowserContext, baseUrl: string, golfer: BenchGolfer): Promise<StartMarks[]> {
  const page = await context.newPage();
  await signedInWithData(page, golfer, baseUrl);
  await waitForServiceWorker(page);
  await installStartMarks(page);
  await setOffline(context, true);
  await applyProfile(page);
  const samples: StartMarks[] = [];
  for (let i = 0; i < OFFLINE_SAMPLES; i++) {
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    samples.push(await readStartMarks(page));
  }
  const profileDir = process.env.APP_PROFILE;
  if (profileDir) await profiledStart(context, page, `${baseUrl}/dashboard`, join(profileDir, `offline-start-${golfer.kind}.cpuprofile`));
  await setOffline(context, false);
  await page.close();
  return samples;
}

function offlineFigures(who: string, samples: StartMarks[]): BenchFigure[] {
  const heading = percentiles(samples.map((s) => s.heading ?? Number.NaN));
  const fcp = percentiles(samples.map((s) => s.fcp ?? Number.NaN));
  const data = percentiles(samples.map((s) => s.data ?? Number.NaN));
  const live = percentiles(samples.map((s) => s.live ?? Number.NaN));
  const missing = fcp.missing > 0 ? `; ${fcp.missing} of ${samples.length} reloads had no paint entry` : '';
  const headingMissing = heading.missing > 0 ? `; ${heading.missing} of ${samples.length} reloads had no element entry for it` : '';
  const note = `${samples.length} reloads, ${profileNote()}`;
  return [
    {
      name: `${who}: offline start, Dashboard heading painted, median`,
      value: round(heading.median, 0),
      unit: 'ms',
      note: `${note}, navigation start to the heading's Element Timing renderTime${headingMissing}`,
    },
    { name: `${who}: offline start, Dashboard heading painted, p95`, value: round(heading.p95, 0), unit: 'ms', target: { max: 600, text: '<= 600 ms' } },
    { name: `${who}: offline start, first contentful paint, median`, value: round(fcp.median, 0), unit: 'ms', note: `${samples.length - fcp.missing} paint entries${missing}` },
    { name: `${who}: offline start, heading / first contentful paint (medians)`, value: round(heading.median / fcp.median, 2), unit: 'x', target: { max: 1.3, text: '<= 1.3x' } },
    { name: `${who}: offline start, golfer's figures painted, median`, value: round(data.median, 0), unit: 'ms', note: 'the quick statistics counting their rounds' },
    {
      name: `${who}: offline start, the app's own page (takes taps), median`,
      value: round(live.median, 0),
      unit: 'ms',
      note: 'the kept copy replaced by the live page',
      target: { max: 450, text: '<= 450 ms' },
    },
    { name: `${who}: offline start, the app's own page (takes taps), p95`, value: round(live.p95, 0), unit: 'ms', target: { max: 700, text: '<= 700 ms' } },
  ];
}

export async function bench(): Promise<BenchFigure[]> {
  const run = await startE2eRun('bench-');
  setE2eContext(run.context);
  const browser = await launchBrowser();
  const server = await serveApp(run.context.distDir);
  try {
    const figures: BenchFigure[] = [];
    const breakdowns: BenchFigure[] = [];

    // Bytes: service workers blocked, or the precache would download every route up front.
    const plain = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const login = await coldLoad(plain, `${server.url}/login`, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor());
    await plain.close();
    figures.push(...byteFigures('/login', login), {
      name: '/login: scripts and stylesheets (gzip)',
      value: round((login.js.gzip + login.css.gzip) / 1024, 1),
      unit: 'KiB',
      // The languages may add 5 KiB to the page as it was without them (docs/ARCHITECTURE.md, "Languages").
      note: '152.2 KiB before the languages',
      target: { max: SIGN_IN_BUDGET, text: `<= ${SIGN_IN_BUDGET} KiB` },
    });
    breakdowns.push(...breakdownFigures('/login', await pageBreakdown(run.context.distDir, login.scripts)));

    for (const kind of ['new', 'seasoned'] as const) {
      const golfer = await seedBenchGolfer(kind);
      const who = `${kind} golfer`;
      // Signed in with their data on the phone (the session lives in this context's IndexedDB), then a cold load of /dashboard.
      const signedIn = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      const setUp = await signedIn.newPage();
      await signedInWithData(setUp, golfer, server.url);
      await setUp.close();
      const dashboard = await coldDashboard(signedIn, `${server.url}/dashboard`);
      await signedIn.close();
      figures.push(
        ...byteFigures(`/dashboard, ${who}, until their figures painted`, dashboard.beforeData, { max: 250, text: '<= 250 KiB' }).slice(0, 1),
        ...byteFigures(`/dashboard, ${who}, until the app's own page showed them`, dashboard.beforeLive, { max: 250, text: '<= 250 KiB' }).slice(0, 1),
        ...byteFigures(`/dashboard, ${who}, all (sync engine after the paint)`, dashboard.all),
      );
      if (kind === 'new') {
        breakdowns.push(...breakdownFigures('/dashboard until the figures painted', await pageBreakdown(run.context.distDir, dashboard.beforeData.scripts)));
        breakdowns.push(...breakdownFigures("/dashboard until the app's own page", await pageBreakdown(run.context.distDir, dashboard.beforeLive.scripts)));
        breakdowns.push(...breakdownFigures("/dashboard after the app's own page", await pageBreakdown(run.context.distDir, dashboard.all.scripts.filter((u) => !dashboard.beforeLive.scripts.includes(u)))));
      }

      const pwa = await newContext(browser, 'phone');
      figures.push(...offlineFigures(who, await offlineStarts(pwa, server.url, golfer)));
      await pwa.close();
    }
    // What the bytes above are made of, from the build's sourcemaps.
    return [...figures, ...breakdowns];
  } finally {
    await server.close();
    await browser.close();
    await run.stop();
  }
}
