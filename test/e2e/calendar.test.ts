// The tee-time calendar on a phone: a golfer with two matches (one a tournament round) and
// a round of their own sees them in the month, week and day views; moves through the month grid with
// the keyboard; the view survives a reload; with no signal the views still show the tee times and the
// "Plan a tee time" links open the new-match form's URL; the .ics export holds the upcoming matches;
// nothing scrolls sideways at 390 px, and a tee time's clock shows whole beside a long tournament name. Screenshots of the three views, light and dark.
//
// The round is started through the app's own /play form. Matches have no form in this release yet,
// so they, their cards and the tournament are written on the server as the golfers' devices would
// have pushed them (admin REST), and the golfer's device pulls them.
import { readFile } from 'node:fs/promises';
import { addDays, addMonths, format } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { courseDocument, PARS_18, yellowTee18 } from '../support/course-18.ts';
import { announceTo, createUser, screenshot, seed, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const url = (path: string) => app.url(path);

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
// The British browser's full date (test/e2e/support/browser.ts: contexts speak en-GB by default).
const longDate = (d: Date) => format(d, 'PPPP', { locale: enGB });
const at = (day: Date, hours: number, minutes: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes).getTime();

function courseDoc(id: string, name: string, creatorId: string) {
  const tees = [yellowTee18({ cr: 72, slope: 113 })];
  return { ...courseDocument({ id, name, creatorId, now: 1_700_000_000_000, tees }), updatedAt: SERVER_TIMESTAMP };
}

/** A match player's card before the round: every hole not played yet. */
function matchCard(id: string, userId: string, creatorId: string, matchId: string, courseId: string, courseName: string, date: number) {
  return {
    id,
    date,
    creationDate: date - 86_400_000,
    modifiedDate: date - 86_400_000,
    courseName,
    courseId,
    teeId: 'yellow',
    teeName: 'Yellow',
    holeCount: 18,
    holes: PARS_18.map((par, i) => ({
      number: i + 1,
      hcp: i + 1,
      par,
      extraShots: 1,
      shotCount: 0,
      puttCount: 0,
      bunkerCount: 0,
      penaltyCount: 0,
      fairway: 0,
      gir: 0,
      modifiedAt: date - 86_400_000,
    })),
    shotCount: 0,
    stableford: 0,
    handicap: 18,
    handicapGolf: 18,
    handicapPitchAndPutt: 18,
    isCompetition: false,
    userId,
    creatorId,
    matchId,
    tournamentId: '',
    updatedAt: SERVER_TIMESTAMP,
  };
}

function matchDoc(fields: {
  id: string;
  date: number;
  courseId: string;
  creatorId: string;
  playMode: string;
  players: string[];
  scoreCards?: string[];
  tournamentId?: string;
}) {
  return {
    id: fields.id,
    date: fields.date,
    creationDate: fields.date - 86_400_000,
    modifiedDate: fields.date - 86_400_000,
    courseId: fields.courseId,
    tournamentId: fields.tournamentId ?? '',
    isCompetition: fields.tournamentId !== undefined,
    creatorId: fields.creatorId,
    playMode: fields.playMode,
    scoringMode: 'Stableford',
    userId: fields.creatorId,
    players: Object.fromEntries(fields.players.map((uid) => [uid, 1])),
    ...(fields.scoreCards ? { scoreCards: fields.scoreCards } : {}),
    holeCount: 18,
    updatedAt: SERVER_TIMESTAMP,
  };
}

/** True when the page is wider than the phone's screen. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A link's href as a URL (search params decoded). */
const hrefOf = async (link: Locator) => new URL((await link.getAttribute('href')) ?? '', 'http://app.invalid');

/** Each tee-time link's clock (the first part it shows): its text, and whether it shows whole: nothing
 * cut off sideways and on one line. */
const clocksOf = (links: Locator) =>
  links.evaluateAll((all) =>
    all.map((link) => {
      const clock = link.firstElementChild as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(clock);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return { text: clock.textContent, whole: clock.scrollWidth <= clock.clientWidth && lines === 1 };
    }),
  );

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('the tee-time calendar on a phone', () => {
  it('shows matches, tournament rounds and rounds in three views, offline too, with keyboard moves and an .ics export', { timeout: 300_000 }, async () => {
    const ana = await createUser({ firstName: 'Ana', lastName: 'Ruiz' });
    const tom = await createUser({ firstName: 'Tom', lastName: 'Hale' });
    const ben = await createUser({ firstName: 'Ben', lastName: 'Ode' });
    const stamp = Date.now().toString(36);
    const courseId = `cal-course-${stamp}`;
    const courseName = `Pine Valley ${stamp}`;
    await seed(`courses/${courseId}`, courseDoc(courseId, courseName, tom.uid));

    // The day of the tee times: tomorrow, so the matches are upcoming (the .ics export's).
    const day = addDays(new Date(), 1);
    const D = iso(day);
    const fourball = `cal-m1-${stamp}`;
    const cup = `cal-m2-${stamp}`;
    const othersMatch = `cal-m3-${stamp}`;
    const tournamentId = `cal-t1-${stamp}`;
    // Long, as real ones are: beside it the tee time's clock must still show whole on a phone.
    const cupTitle = 'Autumn Cup of the Real Sociedad Hípica Española Club de Campo';
    const anaCard = `cal-c1-${stamp}`;
    const tomCard = `cal-c2-${stamp}`;
    await seed(`tournaments/${tournamentId}`, {
      id: tournamentId,
      name: cupTitle,
      creationDate: Date.now(),
      modifiedDate: Date.now(),
      organizer: { id: tom.uid },
      players: [{ userId: ana.uid }, { userId: tom.uid }],
      playerIds: { [ana.uid]: 1, [tom.uid]: 1 },
      updatedAt: SERVER_TIMESTAMP,
    });
    await seed(`scoreCards/${anaCard}`, matchCard(anaCard, ana.uid, ana.uid, fourball, courseId, courseName, at(day, 10, 30)));
    await seed(`scoreCards/${tomCard}`, matchCard(tomCard, tom.uid, ana.uid, fourball, courseId, courseName, at(day, 10, 30)));
    await seed(
      `matches/${fourball}`,
      matchDoc({ id: fourball, date: at(day, 10, 30), courseId, creatorId: ana.uid, playMode: 'Fourball', players: [ana.uid, tom.uid, ben.uid], scoreCards: [anaCard, tomCard] }),
    );
    await seed(
      `matches/${cup}`,
      matchDoc({ id: cup, date: at(day, 14, 0), courseId, creatorId: tom.uid, playMode: 'Individual', players: [ana.uid, tom.uid], tournamentId }),
    );
    // Ben's match without Ana is not on her calendar.
    await seed(`matches/${othersMatch}`, matchDoc({ id: othersMatch, date: at(day, 9, 0), courseId, creatorId: ben.uid, playMode: 'Scramble', players: [ben.uid] }));
    // As the app's pushes do, the seeded documents are announced in their readers' feeds (Ana's device
    // pulls through hers); Ben's match is announced to Ben only.
    await announceTo([ana.uid, tom.uid], 'tournaments', tournamentId);
    await announceTo([ana.uid, tom.uid, ben.uid], 'matches', fourball);
    await announceTo([ana.uid, tom.uid], 'matches', cup);
    await announceTo([ana.uid], 'scoreCards', anaCard);
    await announceTo([ana.uid, tom.uid], 'scoreCards', tomCard);
    await announceTo([ben.uid], 'matches', othersMatch);

    const phone = await app.newContext('phone');
    const page = await phone.newPage();
    await signInThroughUi(page, ana, app.server.url);
    await waitForServiceWorker(page);

    // Her own round, started through the app at 08:15 on that day.
    await page.goto(url('/play'));
    await page.getByRole('option', { name: courseName }).waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Date and tee time').fill(`${D}T08:15`);
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname));
    const roundId = new URL(page.url()).pathname.split('/')[2] ?? '';

    // The other players in name order.
    const fourballName = `10:30, ${courseName}, Fourball with Ben, Tom`;
    const cupName = `14:00, ${courseName}, ${cupTitle}, Individual with Tom`;
    const roundName = `08:15, ${courseName}, round on the Yellow tee`;

    // ---- Month view: the day's cell says its three tee times; the day's list links them.
    await page.goto(url(`/calendar?view=month&date=${D}`));
    const grid = page.getByRole('grid', { name: format(day, 'MMMM yyyy') });
    await grid.getByRole('gridcell', { name: `${longDate(day)}, 3 tee times` }).waitFor({ timeout: 30_000 });
    const dayList = page.getByRole('region', { name: longDate(day) });
    await dayList.getByRole('link', { name: fourballName }).waitFor();
    expect(await dayList.getByRole('link', { name: /^\d\d:\d\d, / }).evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')))).toEqual([
      roundName,
      fourballName,
      cupName,
    ]);
    expect(await page.getByRole('link', { name: /Scramble/ }).count()).toBe(0);
    const today = page.getByRole('gridcell', { name: new RegExp(`^${longDate(new Date())}`) });
    if (iso(new Date()).slice(0, 7) === D.slice(0, 7)) expect(await today.getAttribute('aria-current')).toBe('date');
    const dayPlan = await hrefOf(dayList.getByRole('link', { name: `Plan a tee time on ${longDate(day)}` }));
    expect(dayPlan.pathname).toBe('/matches');
    expect(Object.fromEntries(dayPlan.searchParams)).toEqual({ date: D, time: expect.stringMatching(/^\d\d:00$/) });
    expect(await scrollsSideways(page)).toBe(false);
    // Each link shows its clock whole, on one line, beside the long tournament name too.
    expect(await clocksOf(dayList.getByRole('link', { name: /^\d\d:\d\d, / }))).toEqual([
      { text: '08:15', whole: true },
      { text: '10:30', whole: true },
      { text: '14:00', whole: true },
    ]);
    // And the link shows what its name says (WCAG 2.5.3).
    expect(await dayList.getByRole('link', { name: cupName }).textContent()).toBe(cupName);
    await screenshot(page, 'calendar-month-phone');

    // ---- Keyboard: the grid has one tab stop; arrows move by day and week, PageDown by month,
    // Enter opens the day view.
    const focusedCell = grid.getByRole('gridcell', { name: new RegExp(`^${longDate(day)}`) });
    expect(await focusedCell.getAttribute('tabindex')).toBe('0');
    await focusedCell.focus();
    await page.keyboard.press('ArrowRight');
    const next = addDays(day, 1);
    await page.waitForURL((u) => u.searchParams.get('date') === iso(next));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(new RegExp(`^${longDate(next)}`));
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((u) => u.searchParams.get('date') === iso(addDays(next, 7)));
    await page.keyboard.press('PageDown');
    const nextMonth = addMonths(addDays(next, 7), 1);
    await page.waitForURL((u) => u.searchParams.get('date') === iso(nextMonth));
    await page.getByRole('grid', { name: format(nextMonth, 'MMMM yyyy') }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(new RegExp(`^${longDate(nextMonth)}`));
    await page.keyboard.press('PageUp');
    const back = addMonths(nextMonth, -1);
    await page.waitForURL((u) => u.searchParams.get('date') === iso(back));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('view') === 'day' && u.searchParams.get('date') === iso(back));
    // Back to the month, then the tee times' day.
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('view') === 'month');
    await page.goto(url(`/calendar?view=day&date=${D}`));

    // ---- Day view: each tee time in full, with the match and the cards linked.
    await page.getByRole('heading', { name: longDate(day), level: 2 }).waitFor();
    const fourballLink = page.getByRole('link', { name: fourballName });
    expect(await fourballLink.getAttribute('href')).toBe(`/matches/${fourball}`);
    expect(await page.getByRole('link', { name: cupName }).getAttribute('href')).toBe(`/matches/${cup}`);
    expect(await page.getByRole('link', { name: roundName }).getAttribute('href')).toBe(`/score-cards/${roundId}`);
    const cards = page.getByRole('list', { name: 'Score cards' });
    expect(await cards.getByRole('link', { name: 'Your score card' }).getAttribute('href')).toBe(`/score-cards/${anaCard}`);
    expect(await cards.getByRole('link', { name: 'Score card of Tom' }).getAttribute('href')).toBe(`/score-cards/${tomCard}`);
    const article = page.getByRole('article').filter({ has: fourballLink });
    expect(await article.getByRole('definition').allTextContents()).toEqual(['Match with friends', 'Yellow', 'You, Ben, Tom', 'Fourball · Stableford · 18 holes']);
    expect(await page.getByRole('article').filter({ has: page.getByRole('link', { name: cupName }) }).getByRole('definition').first().textContent()).toBe(
      `Tournament round · ${cupTitle}`,
    );
    const slotPlan = await hrefOf(page.getByRole('link', { name: 'Plan a tee time at 16:00' }));
    expect([slotPlan.pathname, Object.fromEntries(slotPlan.searchParams)]).toEqual(['/matches', { date: D, time: '16:00' }]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'calendar-day-phone');

    // ---- The view survives a reload.
    await page.reload();
    await page.getByRole('link', { name: cupName }).waitFor({ timeout: 30_000 });
    expect(search(page)).toEqual({ view: 'day', date: D });
    expect(await page.getByRole('link', { name: 'Day', exact: true }).getAttribute('aria-current')).toBe('page');

    // ---- No signal: switching views and steps still reads everything from the device.
    await setOffline(phone, true);
    await page.getByRole('link', { name: 'Week', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'week');
    const week = page.getByRole('region', { name: longDate(day) });
    expect(await week.getByRole('link', { name: /^\d\d:\d\d, / }).evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')))).toEqual([
      roundName,
      fourballName,
      cupName,
    ]);
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toHaveLength(7);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'calendar-week-phone');

    await page.getByRole('link', { name: 'Next week' }).click();
    await page.getByText('No tee times this week').waitFor();
    await page.getByRole('link', { name: 'Previous week' }).click();
    await week.getByRole('link', { name: cupName }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: longDate(day) }).getByRole('link', { name: fourballName }).waitFor({ timeout: 30_000 });

    // Planning from an hour of the day view opens the new-match form's URL, offline.
    await page.getByRole('link', { name: new RegExp(`^${format(day, 'EEEE d MMMM')}`) }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'day');
    await page.getByRole('link', { name: 'Plan a tee time at 16:00' }).click();
    await page.waitForURL((u) => u.pathname === '/matches');
    expect(search(page)).toEqual({ date: D, time: '16:00' });
    await page.goBack();
    await page.getByRole('link', { name: fourballName }).waitFor();

    // ---- The .ics file: the upcoming matches, not Ben's, not the round.
    await page.getByRole('link', { name: 'Month', exact: true }).click();
    await page.getByRole('gridcell', { name: `${longDate(day)}, 3 tee times` }).waitFor();
    const exportButton = page.getByRole('button', { name: 'Export tee times (.ics)' });
    await expect.poll(() => exportButton.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toBe(`handicap-down-tee-times-${iso(new Date())}.ics`);
    const file = await download.path();
    const ics = await readFile(file, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    const utc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    expect(unfolded).toContain(`UID:${fourball}@handicap-down.app`);
    expect(unfolded).toContain(`DTSTART:${utc(at(day, 10, 30))}`);
    expect(unfolded).toContain(`DTEND:${utc(at(day, 10, 30) + 270 * 60_000)}`);
    expect(unfolded).toContain(`SUMMARY:Golf: ${courseName} — Fourball`);
    expect(unfolded).toContain('DESCRIPTION:Players: Ana\\, Ben\\, Tom\\nTee: Yellow\\nScoring: Stableford\\nHoles: 18');
    expect(unfolded).toContain(`UID:${cup}@handicap-down.app`);
    expect(unfolded).not.toContain(othersMatch);
    expect(unfolded).not.toContain(roundId);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    await page.getByRole('status').filter({ hasText: '2 tee times exported' }).waitFor();

    // A tap on a day opens it.
    await page.getByRole('gridcell', { name: `${longDate(day)}, 3 tee times` }).tap();
    await page.waitForURL((u) => u.searchParams.get('view') === 'day' && u.searchParams.get('date') === D);
    await page.getByRole('link', { name: roundName }).waitFor();

    // ---- Dark theme screenshots of the three views.
    await setOffline(phone, false);
    await page.evaluate(() => localStorage.setItem('hd-theme', 'dark'));
    for (const view of ['month', 'week', 'day'] as const) {
      await page.goto(url(`/calendar?view=${view}&date=${D}`));
      await page.getByRole('link', { name: cupName }).first().waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `calendar-${view}-phone-dark`);
    }
  });
});
