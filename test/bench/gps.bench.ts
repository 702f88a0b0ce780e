// The GPS a round costs: the position requests (watchPosition, getCurrentPosition) the play screens
// make and the fixes delivered to the app over a simulated 18-hole round, on the single play screen
// and on the group screen (docs/ARCHITECTURE.md, "What the phone does to keep the round").
//
// Method. Chromium on a 390x844 phone, the real Geolocation API counted by an init script
// (test/e2e/support/phone-sensors.ts). The round: 18 holes, 6 of them without green coordinates;
// on each hole the golfer moves TICKS_PER_HOLE times (context.setGeolocation: one new position each,
// delivered to every running watch); on holes 7 and 14 the phone is put away (the page hidden) for
// TICKS_PER_HOLE more moves. A tick counts as "GPS on" while a watch runs. Chromium itself stops
// delivering positions to a hidden page; the init script only fakes the hidden state, so a watch the
// app leaves running while hidden is counted as a phone browser that does not pause it would run it.
import type { BrowserContext, Page } from 'playwright-core';
import { createUser, launchBrowser, newContext, serveApp, setE2eContext, signInThroughUi, startE2eRun } from '../e2e/support/index.ts';
import { gpsCounts, installPhoneSensors, setVisibility } from '../e2e/support/phone-sensors.ts';
import { seedRoundWithGreens } from '../e2e/support/round-with-greens.ts';
import type { BenchFigure } from './figure.ts';

const HOLES = 18;
const TICKS_PER_HOLE = 5;
const AWAY_ON_HOLES = [7, 14];
/** How long one move may take to reach the running watches. */
const FIX_TIMEOUT_MS = 5_000;

interface RoundFigures {
  watchPositionCalls: number;
  getCurrentPositionCalls: number;
  fixesDelivered: number;
  ticksWithGps: number;
  ticks: number;
}

let step = 0;

/** The golfer moves a few metres: every running watch gets one fix (waited for, never slept on). */
async function move(context: BrowserContext, page: Page): Promise<number> {
  const before = await gpsCounts(page);
  step += 1;
  await context.setGeolocation({ latitude: 52.001 + step * 0.00001, longitude: 4.0002, accuracy: 5 });
  if (before.activeWatches > 0) {
    await page.waitForFunction(
      (expected) => (window.__hdSensors?.gps.fixesDelivered ?? 0) >= expected,
      before.fixesDelivered + before.activeWatches,
      { timeout: FIX_TIMEOUT_MS },
    );
  }
  return before.activeWatches > 0 ? 1 : 0;
}

async function playRound(context: BrowserContext, page: Page, url: string, group: boolean): Promise<RoundFigures> {
  await page.goto(url);
  // The group screen once the match is on the phone (until then the card's own screen stands in).
  if (group) await page.getByText('You are the marker', { exact: false }).waitFor({ timeout: 60_000 });
  let ticksWithGps = 0;
  let ticks = 0;
  for (let hole = 1; hole <= HOLES; hole++) {
    if (hole > 1) await page.getByRole('button', { name: 'Next ›' }).click();
    await page.getByRole('heading', { name: new RegExp(`^Hole ${hole} of ${HOLES}`), level: 1 }).waitFor();
    for (let t = 0; t < TICKS_PER_HOLE; t++, ticks++) ticksWithGps += await move(context, page);
    if (AWAY_ON_HOLES.includes(hole)) {
      await setVisibility(page, 'hidden');
      for (let t = 0; t < TICKS_PER_HOLE; t++, ticks++) ticksWithGps += await move(context, page);
      await setVisibility(page, 'visible');
    }
  }
  const counts = await gpsCounts(page);
  return { watchPositionCalls: counts.watchPositionCalls, getCurrentPositionCalls: counts.getCurrentPositionCalls, fixesDelivered: counts.fixesDelivered, ticksWithGps, ticks };
}

function figures(screen: string, r: RoundFigures): BenchFigure[] {
  return [
    { name: `${screen}: watchPosition calls`, value: r.watchPositionCalls, unit: 'calls', note: `18 holes, 6 without green coordinates, away on 2` },
    { name: `${screen}: getCurrentPosition calls`, value: r.getCurrentPositionCalls, unit: 'calls' },
    { name: `${screen}: position fixes delivered to the app`, value: r.fixesDelivered, unit: 'fixes' },
    { name: `${screen}: moves with the GPS watched`, value: r.ticksWithGps, unit: `of ${r.ticks}` },
  ];
}

export async function bench(): Promise<BenchFigure[]> {
  const run = await startE2eRun('bench-gps-');
  setE2eContext(run.context);
  const server = await serveApp(run.context.distDir);
  const browser = await launchBrowser();
  try {
    const golfer = await createUser({ firstName: 'Gps', lastName: 'Bench' });
    const stamp = Date.now().toString(36);
    const single = await seedRoundWithGreens(golfer.uid, { id: `gps-single-${stamp}`, courseName: 'Gps Links' });
    const group = await seedRoundWithGreens(golfer.uid, { id: `gps-group-${stamp}`, courseName: 'Gps Links', match: true });
    const out: BenchFigure[] = [];
    for (const [screen, cardId] of [
      ['play screen', single],
      ['group screen', group],
    ] as const) {
      const context = await newContext(browser, 'phone');
      await installPhoneSensors(context);
      await context.grantPermissions(['geolocation'], { origin: server.url });
      await context.setGeolocation({ latitude: 52.001, longitude: 4.0002, accuracy: 5 });
      const page = await context.newPage();
      await signInThroughUi(page, golfer, server.url);
      // The card (and its match) must be on the phone before its play screen opens.
      await page.goto(`${server.url}/score-cards/${cardId}`);
      await page.getByRole('link', { name: /Play holes/ }).first().waitFor({ timeout: 60_000 });
      out.push(...figures(screen, await playRound(context, page, `${server.url}/score-cards/${cardId}/play`, screen === 'group screen')));
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
    await server.close();
    await run.stop();
  }
}
