// The installable offline app: manifest and service worker, a signed-in reload with the network
// cut, and the "New version is available" toast when a second release is served over the first.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createUser,
  e2eContext,
  launchBrowser,
  launchPersistentProfile,
  makeSecondBuild,
  newContext,
  serveApp,
  setOffline,
  signInThroughUi,
  waitForServiceWorker,
  type StaticServer,
} from './support/index.ts';

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
    await expect.poll(() => toast(page).isVisible(), { timeout: 30_000 }).toBe(true);
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${server.url}/login`);
    await waitForServiceWorker(otherTab);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('button', { name: 'Reload' }).click();
    // The reloaded page is the second release's shell, served by the new worker.
    await page.waitForFunction(() => document.querySelector('meta[name="app-build"]')?.getAttribute('content') === 'second', undefined, {
      timeout: 30_000,
    });
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)).toBe(false);
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(await toast(page).count()).toBe(0);
    // The other tab saw its controller change and reloaded into the new version too.
    await otherTab.waitForFunction(() => document.querySelector('meta[name="app-build"]')?.getAttribute('content') === 'second', undefined, {
      timeout: 30_000,
    });
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
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.querySelector('meta[name="app-build"]')?.getAttribute('content') === 'second', undefined, {
      timeout: 30_000,
    });
    // The app starts only now, after the change of worker it could not have listened for.
    await cdp.send('Debugger.removeBreakpoint', { breakpointId });
    await cdp.send('Debugger.resume');
    await cdp.detach();
    await opened;
    await otherTab.waitForFunction(() => document.querySelector('meta[name="app-build"]')?.getAttribute('content') === 'second', undefined, {
      timeout: 30_000,
    });
  });
});
