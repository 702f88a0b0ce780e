// The phone as a safe place for a round (docs/ARCHITECTURE.md, "What the phone does to keep the round"),
// on a 390x844 phone in dark mode: whether the browser keeps the data, on the profile and at the foot of
// the play screen; a database the browser cleared while a change waited, said so at the next start; and
// a full disk (a storage quota forced small): the tap is refused in words, kept on screen, and lands
// once there is room, the holes stored before untouched.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceTo, createUser, readData, screenshot, seed, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';

const app = appInBrowser();

const heading = (page: Page, n: number) => page.getByRole('heading', { name: new RegExp(`^Hole ${n} of 18`), level: 1 });
const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline/ });
/** The shots the play screen shows for the hole on screen. */
const shotsShown = (page: Page) => page.getByRole('status', { name: 'Shots', exact: true }).textContent();

/** A golfer with a round (a seeded card announced to their feed) signed in on a phone in dark mode. */
async function golferOnPhone(firstName: string): Promise<{ golfer: TestUser; cardId: string; phone: BrowserContext; page: Page }> {
  const golfer = await createUser({ firstName, lastName: 'Keeper' });
  const cardId = `store-card-${golfer.uid.slice(0, 8).toLowerCase()}-${Date.now().toString(36)}`;
  await seed(`scoreCards/${cardId}`, { ...roundCard(cardId, golfer.uid), updatedAt: SERVER_TIMESTAMP });
  await announceTo([golfer.uid], 'scoreCards', cardId);
  const phone = await app.newContext('phone', { colorScheme: 'dark' });
  const page = await phone.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  await waitForServiceWorker(page);
  return { golfer, cardId, phone, page };
}

/** Opens the round's play screen and waits until the round in play it writes is on the server. */
async function openPlayScreen(page: Page, golfer: TestUser, cardId: string): Promise<void> {
  await page.goto(app.url(`/score-cards/${cardId}/play`));
  await heading(page, 1).waitFor({ timeout: 20_000 });
  await expect
    .poll(async () => ((await readData(`userData/${golfer.uid}/inPlay`)) as { scoreCardId?: string } | null)?.scoreCardId, { timeout: 30_000 })
    .toBe(cardId);
}

/** The shots of the card's first holes on the server. */
async function serverShots(cardId: string, holes: number): Promise<number[] | undefined> {
  const card = (await readData(`scoreCards/${cardId}`)) as { holes: { shotCount: number }[] } | null;
  return card?.holes.slice(0, holes).map((h) => h.shotCount);
}

describe("whether this phone's data is kept", () => {
  it('says on the play screen and the profile that the browser may clear it, and "Kept" once the browser agrees', async () => {
    const { golfer, cardId, phone, page } = await golferOnPhone('Paz');
    await openPlayScreen(page, golfer, cardId);
    const note = page.getByText("This phone's browser may clear the round if the phone runs short of space.");
    await note.waitFor();
    await screenshot(page, 'phone-storage-play-screen', true);

    await page.getByRole('link', { name: 'Keep it safe' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const section = page.getByRole('region', { name: "This phone's data" });
    await section.getByText('May be cleared by the browser.').waitFor();
    expect(await section.getByText(/install the app/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ask the browser to keep it' }).click();
    await section.getByText('The browser said no for now.', { exact: false }).waitFor();
    await screenshot(page, 'phone-storage-profile-may-be-cleared', true);

    // The browser grants it (as it does an installed app): asked again, the data is kept.
    const cdp = await phone.newCDPSession(page);
    const { targetInfo } = (await cdp.send('Target.getTargetInfo')) as { targetInfo: { browserContextId: string } };
    const browserCdp = await app.browser.newBrowserCDPSession();
    await browserCdp.send('Browser.grantPermissions', {
      origin: app.server.url,
      browserContextId: targetInfo.browserContextId,
      permissions: ['durableStorage'],
    });
    await page.getByRole('button', { name: 'Ask the browser to keep it' }).click();
    await section.getByText('Kept.').waitFor();
    expect(await page.evaluate(() => navigator.storage.persisted())).toBe(true);
    // Nothing to warn about any more on the play screen.
    await page.goto(app.url(`/score-cards/${cardId}/play`));
    await heading(page, 1).waitFor();
    await page.getByRole('button', { name: 'Next ›' }).waitFor();
    expect(await note.count()).toBe(0);
    // Detaching gives up the grant.
    await browserCdp.detach();
  });
});

describe('a database the browser cleared while a change waited', () => {
  it('says at the next start that the change is lost, instead of starting empty in silence', async () => {
    const { golfer, cardId, phone, page } = await golferOnPhone('Ines');
    await openPlayScreen(page, golfer, cardId);
    await expect.poll(() => page.locator('.sync-indicator').getAttribute('title'), { timeout: 30_000 }).toMatch(/All changes synced/);

    // No signal: a shot waits on the phone, and the phone knows it outside IndexedDB.
    await setOffline(phone, true);
    await page.getByRole('button', { name: '+1 shot' }).click();
    await offlineBar(page).filter({ hasText: 'Offline — 1 change saved on this phone' }).waitFor();
    await expect.poll(() => page.evaluate((uid) => localStorage.getItem(`hd-unsynced-${uid}`), golfer.uid)).toBe('1');
    await page.close();

    // The browser clears the app's IndexedDB (the golfer's database and the stored sign-in), not localStorage.
    const clearing = await phone.newPage();
    await clearing.goto(app.url('/manifest.webmanifest'));
    const left = await clearing.evaluate(async () => {
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        await new Promise((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = resolve;
          request.onerror = () => reject(request.error);
          request.onblocked = () => reject(new Error(`${name} is still open`));
        });
      }
      return (await indexedDB.databases()).length;
    });
    expect(left).toBe(0);
    expect(await clearing.evaluate((uid) => localStorage.getItem(`hd-unsynced-${uid}`), golfer.uid)).toBe('1');
    await clearing.close();

    await setOffline(phone, false);
    const next = await phone.newPage();
    await next.goto(app.url('/dashboard'));
    const notice = next.getByRole('alert').filter({ hasText: "The browser cleared this app's data on this phone" });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('while 1 change made on this phone had not reached the server: it is lost.');
    // The stored sign-in went with it: the golfer signs in again, and the notice stays until read.
    await next.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
    await notice.waitFor();
    await screenshot(next, 'phone-storage-cleared-login', false);
    expect(await next.getByRole('alert', { name: 'You were signed out' }).count()).toBe(0);
    await next.getByLabel('E-mail').fill(golfer.email);
    await next.getByLabel('Password', { exact: true }).fill(golfer.password);
    await next.getByRole('button', { name: 'Sign in', exact: true }).click();
    await next.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await notice.waitFor();
    await next.getByRole('button', { name: /^Dismiss: The browser cleared/ }).click();
    await expect.poll(() => notice.count()).toBe(0);
    // The lost shot never reached the server.
    expect(await serverShots(cardId, 1)).toEqual([0]);
  });
});

describe('a full disk', () => {
  it('refuses the tap in words, keeps it on screen, and saves it once there is room; the holes before are intact', async () => {
    const { golfer, cardId, phone, page } = await golferOnPhone('Quinn');
    await openPlayScreen(page, golfer, cardId);
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: '+1 shot' }).click();
    await page.getByRole('button', { name: 'Next ›' }).click();
    await heading(page, 2).waitFor();
    await expect.poll(() => serverShots(cardId, 2), { timeout: 30_000 }).toEqual([4, 0]);
    await expect
      .poll(async () => ((await readData(`userData/${golfer.uid}/inPlay`)) as { currentHole?: number } | null)?.currentHole, { timeout: 30_000 })
      .toBe(1);

    // The origin's quota is forced just above what it uses, and the rest filled by another database.
    const cdp = await phone.newCDPSession(page);
    const { usage } = await page.evaluate(() => navigator.storage.estimate());
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: app.server.url, quotaSize: (usage ?? 0) + 2 * 1024 * 1024 });
    const refused = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('e2e-filler', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('blocks');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      // Random bytes, which no compression makes smaller; the key grows so that no block replaces another.
      const put = (key: number, size: number) =>
        new Promise<string>((resolve) => {
          const block = new Uint8Array(size);
          for (let offset = 0; offset < size; offset += 65536) crypto.getRandomValues(block.subarray(offset, Math.min(size, offset + 65536)));
          const tx = db.transaction('blocks', 'readwrite');
          tx.objectStore('blocks').put(block, key);
          tx.oncomplete = () => resolve('');
          tx.onabort = () => resolve(tx.error?.name ?? 'aborted');
        });
      let key = 0;
      let last = '';
      for (const size of [256 * 1024, 16 * 1024, 1024, 64]) {
        while ((last = await put(key, size)) === '') key += 1;
      }
      db.close();
      return last;
    });
    expect(refused).toBe('QuotaExceededError');

    // The tap: refused for lack of space, said so on the spot, kept on screen.
    await page.getByRole('button', { name: '+1 shot' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "Not saved: this phone's storage is full." });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Your tap stays on screen, is kept on this phone and is saved as soon as there is room.');
    expect(await shotsShown(page)).toBe('1');
    await screenshot(page, 'phone-storage-full', false);
    expect(await serverShots(cardId, 2)).toEqual([4, 0]);

    // The golfer frees some space: the tap lands by itself.
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const request = indexedDB.deleteDatabase('e2e-filler');
          request.onsuccess = resolve;
          request.onerror = () => reject(request.error);
        }),
    );
    await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => serverShots(cardId, 2), { timeout: 30_000 }).toEqual([4, 1]);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: app.server.url });
    // Everything stored before is as it was on the phone too, read back after a reload.
    await page.reload();
    await heading(page, 2).waitFor({ timeout: 20_000 });
    expect(await shotsShown(page)).toBe('1');
    await page.getByRole('button', { name: '‹ Previous' }).click();
    await heading(page, 1).waitFor();
    expect(await shotsShown(page)).toBe('4');
  });
});
