// The dashboard as the golfer last saw it (docs/ARCHITECTURE.md, "Speed on a phone"): on a phone in the
// dark theme, a golfer with a round in play opens the app with no signal; the first paint shows their
// dashboard from the copy the phone kept, and the app's own page takes its place. A tap on the copy
// before then is not lost: a link opens its page, a button's tap is replayed on the live page (src/app/
// copy-taps.ts). Signing out forgets the copy.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceTo, createUser, screenshot, seed, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';

const app = appInBrowser();

interface CopySeen {
  heading: string;
  welcome: string;
  resume: string;
  inert: boolean;
  ariaHidden: string | null;
  /** Whether the app's own tree was out of sight while the copy showed. */
  rootHidden: boolean;
}

declare global {
  interface Window {
    __copySeen?: CopySeen;
  }
}

/** Runs in the page before its own scripts: notes what the kept copy showed when it came. */
function watchCopy(): void {
  const observer = new MutationObserver(() => {
    const copy = document.getElementById('prerendered');
    if (!copy || window.__copySeen) return;
    const root = document.getElementById('root');
    window.__copySeen = {
      heading: copy.querySelector('h1')?.textContent ?? '',
      welcome: copy.querySelector('h1 + p')?.textContent ?? '',
      resume: copy.querySelector('.dash-inplay')?.textContent ?? '',
      inert: copy.inert,
      ariaHidden: copy.getAttribute('aria-hidden'),
      rootHidden: root !== null && getComputedStyle(root).display === 'none',
    };
  });
  observer.observe(document, { childList: true, subtree: true });
}

const keptCopy = (page: Page) => page.evaluate(() => localStorage.getItem('hd-page-copy'));

describe("the dashboard's copy", () => {
  it('paints the dashboard as last seen when the app opens offline, then the live page takes taps; Logoff forgets it', async () => {
    const golfer = await createUser({ firstName: 'Maximiliana', lastName: 'Fernández de Castellanos' });
    const cardId = `copy-card-${golfer.uid.slice(0, 8).toLowerCase()}-${Date.now().toString(36)}`;
    const card = roundCard(cardId, golfer.uid, 'Real Club de Golf El Prat');
    card.holes = card.holes.map((h, i) => (i < 3 ? { ...h, shotCount: 5, puttCount: 2 } : h));
    await seed(`scoreCards/${cardId}`, { ...card, updatedAt: SERVER_TIMESTAMP });
    await announceTo([golfer.uid], 'scoreCards', cardId);
    await seed(`userData/${golfer.uid}`, { id: golfer.uid, inPlay: { scoreCardId: cardId, currentHole: 3 }, updatedAt: SERVER_TIMESTAMP });

    const phone = await app.newContext('phone');
    await phone.addInitScript(() => localStorage.setItem('hd-theme', 'dark'));
    const page = await phone.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await page.goto(app.url('/dashboard'));
    await page.getByRole('link', { name: 'Resume round' }).waitFor({ timeout: 30_000 });
    await waitForServiceWorker(page);
    // The page is copied once it has been quiet for a moment.
    await expect.poll(async () => (await keptCopy(page)) ?? '', { timeout: 20_000 }).toContain('Welcome back, Maximiliana.');
    const copy = JSON.parse((await keptCopy(page)) ?? '{}') as { uid: string; html: string };
    expect(copy.uid).toBe(golfer.uid);
    // The sync state is not kept: it would be stale at the next start.
    expect(copy.html).not.toContain('sync-indicator');

    await page.addInitScript(watchCopy);
    await setOffline(phone, true);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const seen = await page.evaluate(() => window.__copySeen);
    expect(seen).toEqual({
      heading: 'Dashboard',
      welcome: 'Welcome back, Maximiliana.',
      resume: 'Round in playReal Club de Golf El Prat · Yellow · hole 4 of 18Resume round',
      inert: false,
      ariaHidden: null,
      rootHidden: true,
    });
    // The live page took its place and takes the golfer's tap.
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Resume round' }).click();
    await page.getByRole('heading', { name: /^Hole 4 of 18/, level: 1 }).waitFor();

    // Back online, with nothing left to send (Logoff would ask first), the golfer signs out.
    await setOffline(phone, false);
    await page.goto(app.url('/dashboard'));
    await expect.poll(() => page.locator('.sync-indicator').getAttribute('title'), { timeout: 30_000 }).toMatch(/All changes synced/);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logoff' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await expect.poll(() => keptCopy(page)).toBeNull();
    await phone.close();
  });

  it("takes a tap on a link or a button of the copy before the app's own page is there", async () => {
    const golfer = await createUser({ firstName: 'Maximiliana', lastName: 'Fernández de Castellanos' });
    const cardId = `copy-tap-${golfer.uid.slice(0, 8).toLowerCase()}-${Date.now().toString(36)}`;
    await seed(`scoreCards/${cardId}`, { ...roundCard(cardId, golfer.uid, 'Real Club de Golf El Prat'), updatedAt: SERVER_TIMESTAMP });
    await announceTo([golfer.uid], 'scoreCards', cardId);
    await seed(`userData/${golfer.uid}`, { id: golfer.uid, inPlay: { scoreCardId: cardId, currentHole: 3 }, updatedAt: SERVER_TIMESTAMP });

    // No service worker: the app's scripts come from the network, where the test holds them back.
    const phone = await app.newContext('phone', { serviceWorkers: 'block' });
    await phone.addInitScript(() => localStorage.setItem('hd-theme', 'dark'));
    const page = await phone.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await page.goto(app.url('/dashboard'));
    await page.getByRole('link', { name: 'Resume round' }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await keptCopy(page)) ?? '', { timeout: 20_000 }).toContain('Welcome back, Maximiliana.');
    const entry = await page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '').pathname);

    /** Opens `path` with the app's entry script held until the returned release is called: the copy stays up. */
    const startHeld = async (path: string): Promise<() => void> => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const isEntry = (url: URL) => url.pathname === entry;
      await page.route(isEntry, async (route) => {
        await released;
        // The page that asked may have gone meanwhile (a link tapped on its copy).
        await route.continue().catch(() => undefined);
      });
      await page.goto(app.url(path), { waitUntil: 'commit' });
      await page.locator('#prerendered').waitFor();
      return () => {
        release();
        // The same matcher: Playwright finds the route to remove by it.
        void page.unroute(isEntry);
      };
    };

    // A link: the copy's "Resume round" opens the round, where the app starts.
    let release = await startHeld('/dashboard');
    await page.getByRole('link', { name: 'Resume round' }).click();
    // The round's page is on its way (its load waits for the held script).
    await page.waitForURL((url) => url.pathname === `/score-cards/${cardId}/play`, { waitUntil: 'commit' });
    release();
    await page.getByRole('heading', { name: /^Hole 4 of 18/, level: 1 }).waitFor();

    // A button: "Dark theme" (on, the golfer's theme) tapped on the copy is tapped on the live page.
    release = await startHeld('/dashboard');
    const copyToggle = page.locator('#prerendered').getByRole('button', { name: 'Dark theme' });
    await copyToggle.waitFor();
    await screenshot(page, 'dashboard-copy-taps-phone-dark', false);
    expect(await copyToggle.getAttribute('aria-pressed')).toBe('true');
    await copyToggle.click();
    release();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    await phone.close();
  });
});
