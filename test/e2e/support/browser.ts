// Debian's Chromium driven by playwright-core: one browser per test file, one context per "device".
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { screenshotDir } from './paths.ts';

export type Device = 'desktop' | 'phone';

export const VIEWPORTS: Record<Device, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/**
 * A browser with a real on-disk profile in a fresh temporary directory: Chromium reports a web app
 * installable only outside incognito-like contexts (which newContext makes). Close the context to end it.
 */
export async function launchPersistentProfile(device: Device = 'desktop'): Promise<BrowserContext> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'hd-e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    viewport: VIEWPORTS[device],
    serviceWorkers: 'allow',
  });
  // Chromium may still be flushing the profile when the close event fires: retry, and never fail a test over it.
  context.on('close', () => void rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => undefined));
  return context;
}

/** A fresh profile (its own storage and service workers) sized as a desktop or a phone. Its browser
 * speaks British English by default (24-hour clock, Monday weeks: docs/ARCHITECTURE.md, "Languages"),
 * whatever the machine's own locale; `locale` makes it another (es-ES, en-US). */
export function newContext(
  browser: Browser,
  device: Device = 'desktop',
  options: {
    reducedMotion?: 'reduce' | 'no-preference';
    colorScheme?: 'light' | 'dark';
    locale?: string;
    width?: number;
    bypassCSP?: boolean;
    /** 'block': no service worker, so a test's routes see every request of the page (they do not see
     * what a service worker answers). */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  const phone = device === 'phone';
  return browser.newContext({
    // `width`: a narrower phone than the usual 390 px (layout checks at 320 px).
    viewport: options.width === undefined ? VIEWPORTS[device] : { ...VIEWPORTS[device], width: options.width },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-GB',
    // The accessibility scans inject their engine as a script tag (support/axe.ts).
    bypassCSP: options.bypassCSP ?? false,
  });
}

/** Cuts (or restores) the network of every page and the service worker of this context. */
export const setOffline = (context: BrowserContext, offline: boolean): Promise<void> => context.setOffline(offline);

/** Saves a screenshot to test/e2e/.tmp/screenshots/<name>.png (gitignored, kept after the run) and returns its path. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/**
 * How often a wait in a page that may be a background tab checks its condition. Headless Chromium paints
 * no frames in a tab behind another of its window (its visibilityState still says "visible"), so a wait
 * polled on frames (waitForFunction's default) may never check again there.
 */
export const TAB_POLLING_MS = 100;

/** Waits until a service worker controls the page (after the first visit's install and claim). */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout, polling: TAB_POLLING_MS });
}

/** Waits until the page runs the release built with `label` (test/e2e/support/build-app.ts, makeSecondBuild). */
export async function waitForBuild(page: Page, label: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((wanted) => document.querySelector('meta[name="app-build"]')?.getAttribute('content') === wanted, label, {
    timeout,
    polling: TAB_POLLING_MS,
  });
}
