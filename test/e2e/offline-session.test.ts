// Never signed out on the course: a golfer who signed in once stays signed in when the app is closed
// and reopened with no signal hours after the ID token expired (tokens last an hour), or on a signal so
// weak that the sign-in service does not answer, records holes, and the card syncs once the signal is
// back. Only an account the service refuses (here: disabled) ends the sign-in, and /login then says
// how many changes stay on the phone; they sync when the golfer signs in again.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  announceTo,
  createUser,
  e2eContext,
  readData,
  screenshot,
  seed,
  SERVER_TIMESTAMP,
  setOffline,
  signInThroughUi,
  waitForServiceWorker,
  type TestUser,
} from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';

const app = appInBrowser();

const THREE_HOURS = 3 * 60 * 60 * 1000;

const heading = (page: Page, n: number) => page.getByRole('heading', { name: new RegExp(`^Hole ${n} of 18`), level: 1 });
const accountMenu = (page: Page, email: string) =>
  page.getByRole('button', { name: new RegExp(`Account menu.*${email.replace(/[.+]/g, '\\$&')}`) });
const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline/ });

interface StoredHole {
  number: number;
  shotCount: number;
}

/** The first holes' shot counts of the card on the server (read as admin). */
async function serverShots(cardId: string, holes: number): Promise<number[] | undefined> {
  const card = (await readData(`scoreCards/${cardId}`)) as { holes: StoredHole[] } | null;
  return card?.holes.slice(0, holes).map((h) => h.shotCount);
}

/** A golfer with a round in play (a seeded card announced to their feed), on a phone in dark mode. */
async function golferWithRound(context: BrowserContext): Promise<{ golfer: TestUser; cardId: string }> {
  const golfer = await createUser({ firstName: 'Noor', lastName: 'Visser' });
  const cardId = `offline-card-${golfer.uid.slice(0, 8).toLowerCase()}-${Date.now().toString(36)}`;
  await seed(`scoreCards/${cardId}`, { ...roundCard(cardId, golfer.uid), updatedAt: SERVER_TIMESTAMP });
  await announceTo([golfer.uid], 'scoreCards', cardId);
  // The pages' clock is the test's from the first load on, so it can be moved hours ahead.
  await context.clock.install({ time: Date.now() });
  return { golfer, cardId };
}

/** A golfer with a round on a phone where the app is installed: signed in once, the service worker running. */
async function installedWithRound(phone: BrowserContext): Promise<{ golfer: TestUser; cardId: string; first: Page }> {
  const { golfer, cardId } = await golferWithRound(phone);
  const first = await phone.newPage();
  await signInThroughUi(first, golfer, app.server.url);
  await waitForServiceWorker(first);
  return { golfer, cardId, first };
}

/** When the ID token stored by the firebase SDK in this page's IndexedDB expires, on the page's clock. */
function storedTokenExpiry(page: Page): Promise<{ expiresAt: number; now: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(new Error('no firebase auth storage'));
        open.onsuccess = () => {
          const all = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          all.onsuccess = () => {
            const rows = all.result as { value?: { stsTokenManager?: { expirationTime?: number } } }[];
            const expiresAt = rows.map((row) => row.value?.stsTokenManager?.expirationTime).find((t) => typeof t === 'number');
            resolve({ expiresAt: expiresAt ?? 0, now: Date.now() });
          };
        };
      }),
  );
}

/** An Auth emulator admin call, as an administrator would act in the console. */
async function authAdmin(operation: 'update' | 'delete', body: Record<string, unknown>): Promise<void> {
  const { authUrl, projectId } = e2eContext();
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:${operation}`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Auth emulator accounts:${operation}: ${res.status} ${await res.text()}`);
}

const setDisabled = (uid: string, disabled: boolean) => authAdmin('update', { localId: uid, disableUser: disabled });

/**
 * Opens the round's play screen and waits until what opening it writes (the round in play) has reached
 * the server, so the changes made offline afterwards are the only ones waiting.
 */
async function openPlayScreen(page: Page, golfer: TestUser, cardId: string): Promise<void> {
  await page.goto(app.url(`/score-cards/${cardId}/play`));
  await heading(page, 1).waitFor({ timeout: 20_000 });
  await expect
    .poll(async () => ((await readData(`userData/${golfer.uid}/inPlay`)) as { scoreCardId?: string } | null)?.scoreCardId, {
      timeout: 30_000,
    })
    .toBe(cardId);
  // And the phone has had the server's answer: a write still waiting for it is counted with the next tap
  // until the engine recounts (the dot's tooltip, for a mouse, says so in words).
  await expect.poll(() => page.locator('.sync-indicator').getAttribute('title'), { timeout: 30_000 }).toMatch(/All changes synced/);
}

/** The count in the offline bar ("Offline — 2 changes saved on this phone"). */
async function offlineCount(page: Page): Promise<number> {
  // The count is taken from the very text that matched: the bar re-renders as the engine recounts.
  let count = Number.NaN;
  await expect
    .poll(async () => {
      const text = (await offlineBar(page).textContent()) ?? '';
      count = Number(/^Offline — ([1-9]\d*) changes? saved on this phone$/.exec(text)?.[1]);
      return text;
    })
    .toMatch(/^Offline — [1-9]\d* changes? saved on this phone$/);
  return count;
}

describe('a round with no signal, hours after the sign-in token expired', () => {
  it('keeps the golfer signed in when the app is reopened offline three hours later, and syncs when back online', async () => {
    const phone = await app.newContext('phone', { colorScheme: 'dark' });
    const { golfer, cardId, first } = await installedWithRound(phone);
    await openPlayScreen(first, golfer, cardId);

    // No signal from here on; the golfer plays on for three hours, then closes the app.
    await setOffline(phone, true);
    await first.getByRole('button', { name: '+1 shot' }).click();
    await offlineCount(first);
    await first.close();
    await phone.clock.fastForward(THREE_HOURS);

    // Reopened with no signal: the service worker serves the app, the golfer is still signed in.
    const page = await phone.newPage();
    await page.goto(app.url(`/score-cards/${cardId}/play`));
    await heading(page, 1).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(`/score-cards/${cardId}/play`);
    await accountMenu(page, golfer.email).waitFor();
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + THREE_HOURS - 60_000);

    // A hole recorded on the play screen is saved on the phone.
    await page.getByRole('button', { name: '+1 shot' }).click();
    await page.getByRole('button', { name: '+1 shot' }).click();
    await page.getByRole('button', { name: 'Next ›' }).click();
    await heading(page, 2).waitFor();
    await page.getByRole('button', { name: '+1 shot' }).click();
    await expect.poll(() => offlineBar(page).textContent()).toMatch(/^Offline — [1-9]\d* changes? saved on this phone$/);
    await screenshot(page, 'offline-session-reopened-phone', false);
    // The token this session holds expired hours ago.
    const stale = await storedTokenExpiry(page);
    expect(stale.expiresAt).toBeGreaterThan(0);
    expect(stale.expiresAt).toBeLessThan(stale.now);

    // The signal is back: a fresh token, the database reconnects and the card reaches the server.
    await setOffline(phone, false);
    await page.getByRole('status').filter({ hasText: 'All changes synced' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => serverShots(cardId, 2), { timeout: 30_000 }).toEqual([3, 1]);
    const fresh = await storedTokenExpiry(page);
    expect(fresh.expiresAt).toBeGreaterThan(fresh.now);
    await accountMenu(page, golfer.email).waitFor();
  });
});

describe('a signal too weak for the sign-in service', () => {
  it('opens the play screen without waiting for the service to answer', async () => {
    const phone = await app.newContext('phone', { colorScheme: 'dark' });
    const { golfer, cardId, first } = await installedWithRound(phone);
    await first.close();
    await phone.clock.fastForward(THREE_HOURS);

    // The phone says it is online, but nothing comes back from the sign-in service.
    const held: (() => Promise<void>)[] = [];
    const authHost = `${new URL(e2eContext().authUrl).host}`;
    await phone.route(
      (url) => url.host === authHost,
      (route) => void held.push(() => route.continue()),
    );
    const page = await phone.newPage();
    await page.goto(app.url(`/score-cards/${cardId}/play`));
    await heading(page, 1).waitFor({ timeout: 20_000 });
    // The token refresh is still unanswered while the golfer already scores.
    expect(held.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: '+1 shot' }).click();
    await accountMenu(page, golfer.email).waitFor();

    // The service answers at last: the token is refreshed and the shot syncs.
    for (const answer of held.splice(0)) await answer();
    await phone.unrouteAll({ behavior: 'ignoreErrors' });
    await expect.poll(() => serverShots(cardId, 1), { timeout: 60_000 }).toEqual([1]);
  });
});

describe('an account disabled while the golfer has unsynced changes', () => {
  it('signs the golfer out to /login saying why and how many changes wait, which sync at the next sign-in', async () => {
    const phone = await app.newContext('phone', { colorScheme: 'dark' });
    const { golfer, cardId } = await golferWithRound(phone);
    const page = await phone.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await openPlayScreen(page, golfer, cardId);

    await setOffline(phone, true);
    await page.getByRole('button', { name: '+1 shot' }).click();
    await page.getByRole('button', { name: '+1 shot' }).click();
    const pending = await offlineCount(page);

    // Meanwhile the account is disabled; the golfer's token expires, and the signal comes back.
    await setDisabled(golfer.uid, true);
    await phone.clock.fastForward(2 * 60 * 60 * 1000);
    await setOffline(phone, false);

    await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
    const notice = page.getByRole('alert', { name: 'You were signed out' });
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain(`The account ${golfer.email} has been disabled`);
    expect(text).toContain(`${pending} ${pending === 1 ? 'change' : 'changes'} made on this phone`);
    expect(text).toContain(`will sync when you sign in again with ${golfer.email}`);
    await screenshot(page, 'signed-out-account-disabled-phone', false);
    // Nothing reached the server.
    expect(await serverShots(cardId, 1)).toEqual([0]);

    // Enabled again: the golfer signs in, the notice is gone and the changes kept on the phone sync.
    await setDisabled(golfer.uid, false);
    await page.getByLabel('E-mail').fill(golfer.email);
    await page.getByLabel('Password', { exact: true }).fill(golfer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await expect.poll(() => serverShots(cardId, 1), { timeout: 60_000 }).toEqual([2]);
    // Read and done: the notice is not shown again.
    expect(await page.evaluate(() => localStorage.getItem('hd-signed-out'))).toBeNull();
  });
});

describe('an account deleted while the app was closed', () => {
  it('lets the golfer in, then sends them to /login with the count kept from the last run', async () => {
    const phone = await app.newContext('phone', { colorScheme: 'dark' });
    const { golfer, cardId, first } = await installedWithRound(phone);
    await openPlayScreen(first, golfer, cardId);
    await setOffline(phone, true);
    await first.getByRole('button', { name: '+1 shot' }).click();
    const pending = await offlineCount(first);
    await first.close();

    // The account is deleted, and the app stays closed past the token's hour. At the next start sync
    // waits for the sign-in service, which refuses the account: nothing may reach the server.
    await authAdmin('delete', { localId: golfer.uid });
    await phone.clock.fastForward(2 * 60 * 60 * 1000);
    await setOffline(phone, false);
    // At start the SDK drops the stored user without saying why: the notice says what it may be.
    const page = await phone.newPage();
    await page.goto(app.url(`/score-cards/${cardId}/play`));
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
    const text = (await page.getByRole('alert', { name: 'You were signed out' }).textContent()) ?? '';
    expect(text).toContain(`no longer accepts the account ${golfer.email}`);
    expect(text).toContain(`${pending} ${pending === 1 ? 'change' : 'changes'} made on this phone`);
    expect(await serverShots(cardId, 1)).toEqual([0]);
  });
});
