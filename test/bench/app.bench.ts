// The built app in Chromium: how many JavaScript and CSS bytes (gzip) a cold visit to /login and to
// /dashboard loads (with what those bytes are made of: the bundle breakdown), and how fast /dashboard
// first renders from the service worker cache, offline.
// Builds the app against a local backend of its own (the e2e harness), so it takes about a minute.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import {
  createUser,
  launchBrowser,
  newContext,
  serveApp,
  setE2eContext,
  setOffline,
  signInThroughUi,
  startE2eRun,
  waitForServiceWorker,
  type TestUser,
} from '../e2e/support/index.ts';
import { pageBreakdown, partTotals, type ChunkBreakdown } from './bundle-breakdown.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';

const OFFLINE_SAMPLES = 9;

interface Transfer {
  files: number;
  raw: number;
  gzip: number;
}
type Bytes = { js: Transfer; css: Transfer; scripts: string[] };

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
    const bytes: Bytes = { js: { files: 0, raw: 0, gzip: 0 }, css: { files: 0, raw: 0, gzip: 0 }, scripts: [] };
    for (const entry of await Promise.all(pending)) {
      if (!entry) continue;
      if (entry.kind === 'js') bytes.scripts.push(entry.url);
      const t = bytes[entry.kind];
      t.files += 1;
      t.raw += entry.raw;
      t.gzip += entry.gzip;
    }
    return bytes;
  };
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

function byteFigures(route: string, bytes: Bytes): BenchFigure[] {
  const kb = (n: number) => round(n / 1024, 1);
  return [
    { name: `${route}: JavaScript loaded (gzip)`, value: kb(bytes.js.gzip), unit: 'KiB', note: `${bytes.js.files} files, ${kb(bytes.js.raw)} KiB raw` },
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

async function offlineFirstRender(context: BrowserContext, baseUrl: string, user: TestUser): Promise<{ render: number[]; fcp: number[] }> {
  const page = await context.newPage();
  await signInThroughUi(page, user, baseUrl);
  await page.goto(`${baseUrl}/dashboard`);
  await dashboardHeading(page).waitFor({ timeout: 30_000 });
  await waitForServiceWorker(page);
  await setOffline(context, true);
  const render: number[] = [];
  const fcp: number[] = [];
  for (let i = 0; i < OFFLINE_SAMPLES; i++) {
    const started = Date.now();
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    await dashboardHeading(page).waitFor({ timeout: 30_000 });
    render.push(Date.now() - started);
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    fcp.push(paint);
  }
  await setOffline(context, false);
  await page.close();
  return { render, fcp };
}

export async function bench(): Promise<BenchFigure[]> {
  const run = await startE2eRun('bench-');
  setE2eContext(run.context);
  const browser = await launchBrowser();
  const server = await serveApp(run.context.distDir);
  try {
    const user = await createUser();
    const figures: BenchFigure[] = [];

    // Bytes: service workers blocked, or the precache would download every route up front.
    const plain = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const login = await coldLoad(plain, `${server.url}/login`, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor());
    figures.push(...byteFigures('/login', login));
    // Signed in (the session lives in this context's IndexedDB), then a cold load of /dashboard.
    const signInPage = await plain.newPage();
    await signInThroughUi(signInPage, user, server.url);
    await signInPage.close();
    const dashboard = await coldLoad(plain, `${server.url}/dashboard`, (page) => dashboardHeading(page).waitFor({ timeout: 30_000 }));
    figures.push(...byteFigures('/dashboard (signed in)', dashboard));
    await plain.close();

    const pwa = await newContext(browser, 'desktop');
    const { render, fcp } = await offlineFirstRender(pwa, server.url, user);
    await pwa.close();
    const r = percentiles(render);
    const f = percentiles(fcp);
    figures.push(
      { name: '/dashboard offline from the service worker: page rendered, median', value: r.median, unit: 'ms', note: `${OFFLINE_SAMPLES} reloads, navigation start to the Dashboard heading` },
      { name: '/dashboard offline from the service worker: page rendered, p95', value: r.p95, unit: 'ms' },
      { name: '/dashboard offline: first contentful paint, median', value: round(f.median, 0), unit: 'ms' },
    );
    // What the bytes above are made of, from the build's sourcemaps.
    figures.push(...breakdownFigures('/login', await pageBreakdown(run.context.distDir, login.scripts)));
    figures.push(...breakdownFigures('/dashboard (signed in)', await pageBreakdown(run.context.distDir, dashboard.scripts)));
    return figures;
  } finally {
    await server.close();
    await browser.close();
    await run.stop();
  }
}
