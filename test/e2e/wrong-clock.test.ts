// Phones whose clocks are wrong (docs/ARCHITECTURE.md, "What the phone does to keep the round" and
// "Sync", merge order and client times): one 3 days ahead, one 20 minutes behind (an init script fakes
// Date in their pages). The golfer starts a round on the first, on the date they choose, plays the
// front nine there and the back nine on the second, and corrects a hole of the first from the second.
// The server's card holds every hole, the later correction stands although its phone's clock is
// behind, no stamp is ahead of the server's clock, and both phones show the date the golfer chose.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TIME_AHEAD_MS } from '../../schemas/rules/database-rules.ts';
import { shotCountText } from '../../src/scoring/shots.ts';
import { toLocalInput } from '../../src/ui/local-datetime.ts';
import { courseDocument, PARS_18 } from '../support/course-18.ts';
import { createUser, screenshot, seed, SERVER_TIMESTAMP, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { watchServerWrites, type ServerWrites } from './support/server-writes.ts';

const app = appInBrowser();
const stamp = Date.now().toString(36);
const COURSE_ID = `clock-course-${stamp}`;
const COURSE_NAME = `Clockwork Dunes ${stamp}`;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let golfer: TestUser;
let writes: ServerWrites | undefined;

/** Runs in the page before the app: its clock is `shiftMs` off (Date and Date.now; timers are not). */
function wrongClock(shiftMs: number): void {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + shiftMs);
      else super(...(args as [number]));
    }
    static override now(): number {
      return RealDate.now() + shiftMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

async function phoneWithClock(shiftMs: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.newContext('phone');
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  await context.addInitScript(wrongClock, shiftMs);
  const page = await context.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  // The course arrives through the sync: the phone has met the server (and learnt its clock) by then.
  await page.goto(app.url(`/courses/${COURSE_ID}`));
  await page.getByRole('heading', { name: COURSE_NAME, level: 1 }).waitFor({ timeout: 60_000 });
  return { context, page };
}

const heading = (page: Page, n: number) => page.getByRole('heading', { name: new RegExp(`^Hole ${n} of 18`), level: 1 });
const shots = (page: Page) => page.getByRole('group', { name: 'Shots', exact: true }).getByRole('status');

/** Par on the hole shown (the "Par" button), then the next hole. */
async function parAndNext(page: Page, n: number): Promise<void> {
  await heading(page, n).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Par', exact: true }).click();
  await expect.poll(() => shots(page).textContent()).toBe(shotCountText(PARS_18[n - 1] ?? 0));
  if (n < 18) await page.getByRole('button', { name: 'Next ›' }).click();
}

beforeAll(async () => {
  golfer = await createUser({ firstName: 'Kristoffer', lastName: 'Wrong-Clock' });
  await seed(`courses/${COURSE_ID}`, { ...courseDocument({ id: COURSE_ID, name: COURSE_NAME, creatorId: golfer.uid, now: Date.now() }), updatedAt: SERVER_TIMESTAMP });
});

afterAll(async () => {
  await writes?.close();
});

describe('phones whose clocks are wrong', () => {
  it('record and sync a round on the date the golfer chose; no clock orders the edits', { timeout: 300_000 }, async () => {
    const ahead = await phoneWithClock(3 * DAY);
    const behind = await phoneWithClock(-20 * MINUTE);

    // The new round offers today as the server's clock says, not the phone's three days ahead.
    await ahead.page.goto(app.url('/play'));
    const when = ahead.page.getByLabel('Date and tee time');
    expect((await when.inputValue()).slice(0, 10)).toBe(toLocalInput(Date.now()).slice(0, 10));
    // The golfer played yesterday morning and says so.
    const chosen = new Date(Date.now() - DAY);
    chosen.setHours(8, 30, 0, 0);
    await when.fill(toLocalInput(chosen.getTime()));
    await ahead.page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_NAME });
    await ahead.page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await ahead.page.getByRole('button', { name: 'Start round' }).click();
    await ahead.page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname));
    const cardId = new URL(ahead.page.url()).pathname.split('/')[2] ?? '';
    writes = await watchServerWrites(golfer, cardId);

    for (let n = 1; n <= 9; n++) await parAndNext(ahead.page, n);
    await expect.poll(() => (writes?.latest()?.holes as { shotCount: number }[] | undefined)?.[8]?.shotCount, { timeout: 60_000 }).toBe(PARS_18[8]);

    // The second phone, 20 minutes behind, takes the round on at hole 10 and corrects hole 3.
    await behind.page.goto(app.url(`/score-cards/${cardId}/play`));
    await behind.page.getByRole('heading', { name: /^Hole \d+ of 18/, level: 1 }).waitFor({ timeout: 30_000 });
    await behind.page.getByRole('list', { name: 'Go to hole' }).getByRole('button', { name: 'Hole 10', exact: true }).click();
    for (let n = 10; n <= 18; n++) await parAndNext(behind.page, n);
    await behind.page.getByRole('list', { name: 'Go to hole' }).getByRole('button', { name: 'Hole 3, played', exact: true }).click();
    await heading(behind.page, 3).waitFor();
    await behind.page.getByRole('button', { name: '+1 shot', exact: true }).click();
    await expect.poll(() => shots(behind.page).textContent()).toBe(shotCountText((PARS_18[2] ?? 0) + 1));

    const expected = PARS_18.map((par, i) => (i === 2 ? par + 1 : par));
    const onServer = () => (writes?.latest()?.holes as { shotCount: number }[] | undefined)?.map((h) => h.shotCount);
    await expect.poll(onServer, { timeout: 60_000 }).toEqual(expected);

    // The server's card: the chosen date, and no stamp ahead of the server's clock.
    const card = writes.latest() as { date: number; modifiedDate: number; holes: { modifiedAt: number }[] };
    expect(card.date).toBe(chosen.getTime());
    const limit = Date.now() + CLIENT_TIME_AHEAD_MS;
    expect(card.modifiedDate).toBeLessThanOrEqual(limit);
    for (const h of card.holes) expect(h.modifiedAt).toBeLessThanOrEqual(limit);

    // Both phones end with the correction, and show the chosen date on the card.
    // As the card shows it: in the page's locale, on its clock (src/i18n/formats.ts, formatDayTime).
    const dateShown = await ahead.page.evaluate(
      (t) => new Date(t).toLocaleString(document.documentElement.lang, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
      chosen.getTime(),
    );
    for (const { page } of [ahead, behind]) {
      await page.goto(app.url(`/score-cards/${cardId}`));
      await page.getByText(dateShown, { exact: false }).first().waitFor({ timeout: 30_000 });
      await page.goto(app.url(`/score-cards/${cardId}/hole/3`));
      await expect.poll(() => shots(page).textContent(), { timeout: 30_000 }).toBe(shotCountText((PARS_18[2] ?? 0) + 1));
    }
    await screenshot(ahead.page, 'wrong-clock-card-hole', false);
    for (const { page } of [ahead, behind]) expect(await page.getByText(/refused by the server/).count()).toBe(0);
  });
});
