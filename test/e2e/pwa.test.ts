// The installable offline app: manifest and service worker, a signed-in reload with the network
// cut, and the "New version is available" toast when a second release is served over the first; during
// a round, neither the toast nor another tab's "Reload" comes under the golfer's thumb.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  announceTo,
  createUser,
  e2eContext,
  launchBrowser,
  launchPersistentProfile,
  makeSecondBuild,
  newContext,
  readData,
  seed,
  serveApp,
  SERVER_TIMESTAMP,
  setOffline,
  signInThroughUi,
  TAB_POLLING_MS,
  waitForBuild,
  waitForServiceWorker,
  type StaticServer,
} from './support/index.ts';
import { roundCard } from './support/round-card.ts';
import { traceServiceWorkers } from './support/sw-trace.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

let browser: Browser;
const servers: StaticServer[] = [];
const contexts: BrowserContext[] = [];

async function serve(dir?: string): Promise<StaticServer> {
  const server = await serveApp(dir);
  servers.push(server);
  return server;
}

async function desktopPage(): Promise<Page> {
  const context = await newContext(browser, 'desktop');
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  for (const s of servers) await s.close();
});

describe('installable app', () => {
  test('a service worker controls the page and Chromium finds the app installable', async () => {
    const server = await serve();
    const profile = await launchPersistentProfile();
    contexts.push(profile);
    const page = await profile.newPage();
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptURL).toBe(`${server.url}/service-worker.js`);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${server.url}${manifestHref}`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; display: string; icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ name: 'Handicap Down!', display: 'standalone', start_url: '/dashboard' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);

    // Every icon exists and has the size it claims.
    const sizes = await page.evaluate(async (icons: ManifestIcon[]) => {
      return Promise.all(
        icons.map(async (icon) => {
          const bitmap = await createImageBitmap(await (await fetch(icon.src)).blob());
          return { sizes: icon.sizes, purpose: icon.purpose ?? 'any', actual: `${bitmap.width}x${bitmap.height}` };
        }),
      );
    }, manifest.icons);
    for (const s of sizes) expect(s.actual).toBe(s.sizes);
    expect(sizes.map((s) => `${s.sizes} ${s.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    // Chromium's own verdict, the one behind its install prompt.
    const cdp = await profile.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    await profile.close();
  });
});

describe('offline', () => {
  test('after one online visit the app reloads with the network cut and the golfer is still signed in', async () => {
    const user = await createUser();
    const server = await serve();
    const page = await desktopPage();
    await signInThroughUi(page, user, server.url);
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible(), { timeout: 20_000 }).toBe(true);
    await waitForServiceWorker(page);

    // Cut the network twice over: the browser is offline and the server is gone.
    await setOffline(page.context(), true);
    await server.close();
    servers.splice(servers.indexOf(server), 1);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect
      .poll(() => page.getByRole('button', { name: new RegExp(`Account menu.*${user.email.replace(/[.+]/g, '\\$&')}`) }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);

    // A route never visited before still loads: every route chunk is precached.
    await page.goto(`${new URL(page.url()).origin}/statistics`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText('Loading page...').count()).toBe(0);
    await setOffline(page.context(), false);
  });
});

/**
 * Waits until no tab of the app is loading anything. Chromium hands control to a new worker only once the
 * old one is idle: asked to, it stops the old worker, and a request of a tab still loading its code at that
 * moment (the sync engine and the sign-in SDK load after the page is on screen) starts it again, after
 * which the new worker was left waiting for good in one run of three (docs/ARCHITECTURE.md, "PWA").
 */
async function quietTabs(...pages: Page[]): Promise<void> {
  const fetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').length);
  for (const page of pages) {
    await page.waitForLoadState('load');
    // No new request for 700 ms (Playwright's "networkidle" fires once, before the loads that follow the page).
    let before = -1;
    for (let count = await fetched(page); count !== before; count = await fetched(page)) {
      before = count;
      await page.waitForTimeout(700);
    }
  }
}

describe('update prompt', () => {
  let secondBuild: string;

  beforeAll(async () => {
    const { runDir, distDir, swSrc } = e2eContext();
    secondBuild = join(runDir, 'dist-second');
    await makeSecondBuild(distDir, secondBuild, swSrc, 'second');
  });

  // Radix lists toasts in its "Notifications" region (and announces them through a live region of its own).
  const toast = (page: Page) =>
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'New version is available', has: page.getByRole('button', { name: 'Reload' }) });

  async function openWithUpdateWaiting(): Promise<{ page: Page; server: StaticServer }> {
    const server = await serve();
    const page = await desktopPage();
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    expect(await toast(page).count()).toBe(0);
    // The second release goes live; the page looks for it as it does when shown again.
    server.setRoot(secondBuild);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    return { page, server };
  }

  test('"Not now" hides the toast and the old version keeps running', async () => {
    const { page } = await openWithUpdateWaiting();
    await expect.poll(() => toast(page).isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => toast(page).count()).toBe(0);
    expect(await page.locator('meta[name="app-build"]').count()).toBe(0);
  });

  test('"Reload" activates the new version and reloads the page once, and every other tab with it', async () => {
    const { page, server } = await openWithUpdateWaiting();
    const trace = await traceServiceWorkers(page.context(), page);
    trace.follow(page, 'tab 1');
    await expect.poll(() => toast(page).isVisible(), { timeout: 30_000 }).toBe(true);
    const otherTab = await page.context().newPage();
    trace.follow(otherTab, 'tab 2');
    await otherTab.goto(`${server.url}/login`);
    await waitForServiceWorker(otherTab);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    let loads = 0;
    page.on('load', () => (loads += 1));
    // The golfer reads the toast, in the tab they look at, once the tabs have loaded (see quietTabs).
    await quietTabs(page, otherTab);
    await trace.snapshot(page, 'tab 1');
    await page.bringToFront();
    await page.getByRole('button', { name: 'Reload' }).click();
    // The reloaded page is the second release's shell, served by the new worker.
    await waitForBuild(page, 'second').catch(async (error: unknown) => {
      await trace.snapshot(page, 'tab 1');
      await trace.snapshot(otherTab, 'tab 2');
      console.log(`The update did not reach the page. What the workers and tabs did:\n${trace.text()}`);
      throw error;
    });
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)).toBe(false);
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(await toast(page).count()).toBe(0);
    // The other tab saw its controller change and reloaded into the new version too.
    await waitForBuild(otherTab, 'second');
    expect(new URL(otherTab.url()).pathname).toBe('/login');
  });

  test('a tab whose app is still starting when "Reload" is chosen elsewhere reloads into the new version too', async () => {
    const { page, server } = await openWithUpdateWaiting();
    await expect.poll(() => toast(page).isVisible(), { timeout: 30_000 }).toBe(true);
    // A slow phone: the other tab's page is parsed, but its app's code has not run yet. The debugger
    // holds the app's first module (index.html's inline scripts run) until the new worker has taken control.
    const otherTab = await page.context().newPage();
    const cdp = await page.context().newCDPSession(otherTab);
    await cdp.send('Debugger.enable');
    const { breakpointId } = (await cdp.send('Debugger.setInstrumentationBreakpoint', { instrumentation: 'beforeScriptExecution' })) as {
      breakpointId: string;
    };
    let held = false;
    const appHeld = new Promise<void>((resolve) => {
      cdp.on('Debugger.paused', (event: { callFrames: { scopeChain: { type: string }[] }[] }) => {
        if (!held && event.callFrames[0]?.scopeChain[0]?.type === 'module') {
          held = true;
          resolve();
        } else void cdp.send('Debugger.resume').catch(() => undefined);
      });
    });
    const opened = otherTab.goto(`${server.url}/login`);
    await appHeld;
    await page.bringToFront();
    await page.getByRole('button', { name: 'Reload' }).click();
    await waitForBuild(page, 'second');
    // The app starts only now, after the change of worker it could not have listened for.
    await cdp.send('Debugger.removeBreakpoint', { breakpointId });
    await cdp.send('Debugger.resume');
    await cdp.detach();
    await opened;
    await waitForBuild(otherTab, 'second');
  });
});

describe('an update during a round', () => {
  let secondBuild: string;

  beforeAll(async () => {
    const { runDir, distDir, swSrc } = e2eContext();
    secondBuild = join(runDir, 'dist-during-round');
    await makeSecondBuild(distDir, secondBuild, swSrc, 'during-round');
  });

  const toast = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: 'New version is available' });
  const build = (page: Page) => page.evaluate(() => document.querySelector('meta[name="app-build"]')?.getAttribute('content') ?? 'first');
  const hole = (page: Page, n: number) => page.getByRole('heading', { name: new RegExp(`^Hole ${n} of 18`), level: 1 });

  /** A golfer on a phone with the first release, the round's play screen open; the second release then goes live. */
  async function playingWhenUpdateArrives(): Promise<{ page: Page; server: StaticServer; cardId: string }> {
    const golfer = await createUser({ firstName: 'Uma', lastName: 'Update' });
    const cardId = `update-card-${golfer.uid.slice(0, 8).toLowerCase()}-${Date.now().toString(36)}`;
    await seed(`scoreCards/${cardId}`, { ...roundCard(cardId, golfer.uid), updatedAt: SERVER_TIMESTAMP });
    await announceTo([golfer.uid], 'scoreCards', cardId);
    const server = await serve();
    const phone = await newContext(browser, 'phone', { colorScheme: 'dark' });
    contexts.push(phone);
    const page = await phone.newPage();
    await signInThroughUi(page, golfer, server.url);
    await waitForServiceWorker(page);
    await page.goto(`${server.url}/score-cards/${cardId}/play`);
    await hole(page, 1).waitFor({ timeout: 20_000 });
    server.setRoot(secondBuild);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, undefined, { timeout: 30_000 });
    return { page, server, cardId };
  }

  test('the toast waits while the round is in play, the profile offers the update, and the toast comes when the round ends', async () => {
    const { page, cardId } = await playingWhenUpdateArrives();
    // The app knows of the new version (the profile offers it) and still shows no toast mid-round.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Update now' }).waitFor();
    expect(await toast(page).count()).toBe(0);
    await page.goBack();
    await hole(page, 1).waitFor();
    await page.getByRole('button', { name: '+1 shot' }).click();
    expect(await toast(page).count()).toBe(0);
    await page.getByRole('button', { name: 'End round' }).click();
    await page.waitForURL((url) => url.pathname === `/score-cards/${cardId}`);
    await expect.poll(() => toast(page).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await build(page)).toBe('first');
  });

  test('"Update now" in a second tab reloads that tab, not the play screen, which reloads once the round ends', async () => {
    const { page, server, cardId } = await playingWhenUpdateArrives();
    await page.evaluate(() => {
      const w = window as Window & { controllerChanged?: boolean };
      navigator.serviceWorker.addEventListener('controllerchange', () => (w.controllerChanged = true));
    });
    const trace = await traceServiceWorkers(page.context(), page);
    trace.follow(page, 'play tab');
    const other = await page.context().newPage();
    trace.follow(other, 'profile tab');
    await other.goto(`${server.url}/profile`);
    await quietTabs(page, other);
    await trace.snapshot(other, 'profile tab');
    await other.getByRole('button', { name: 'Update now' }).click();
    await waitForBuild(other, 'during-round').catch(async (error: unknown) => {
      await trace.snapshot(page, 'play tab');
      await trace.snapshot(other, 'profile tab');
      console.log(`The update did not reach the profile tab. What the workers and tabs did:\n${trace.text()}`);
      throw error;
    });
    // The play screen's page saw the new worker take control and stayed: the golfer's next tap lands.
    await page.waitForFunction(() => (window as Window & { controllerChanged?: boolean }).controllerChanged === true, undefined, { polling: TAB_POLLING_MS });
    expect(await build(page)).toBe('first');
    // The golfer goes back to the play screen's tab and taps.
    await page.bringToFront();
    await page.getByRole('button', { name: '+1 shot' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Shots', exact: true }).textContent()).toBe('1');
    await expect
      .poll(async () => ((await readData(`scoreCards/${cardId}/holes/0/shotCount`)) as number | null), { timeout: 30_000 })
      .toBe(1);
    expect(await build(page)).toBe('first');
    // The round ends: the play screen closes and the page takes the new version.
    await page.getByRole('button', { name: 'End round' }).click();
    await waitForBuild(page, 'during-round');
    expect(new URL(page.url()).pathname).toBe(`/score-cards/${cardId}`);
  });
});
