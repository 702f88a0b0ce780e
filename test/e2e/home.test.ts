// The home page: the pitch for every visitor, and the course carousel on desktop only.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, waitForServiceWorker, type Device } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

interface Visit {
  page: Page;
  /** Every course image the page requested so far. */
  imageRequests: string[];
}

async function visitHome(device: Device, options: { reducedMotion?: 'reduce'; random?: number } = {}): Promise<Visit> {
  const context = await app.newContext(device, options);
  const page = await context.newPage();
  if (options.random !== undefined) await page.addInitScript((value) => (Math.random = () => value), options.random);
  const imageRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/images/courses/')) imageRequests.push(new URL(r.url()).pathname);
  });
  await page.goto(`${app.server.url}/`);
  await page.getByRole('heading', { name: 'Handicap Down!', level: 1 }).waitFor();
  return { page, imageRequests };
}

const gallery = (page: Page) => page.getByRole('region', { name: 'Golf course gallery' });
/** The one slide not hidden from assistive technology, e.g. "17 of 42". */
const shownSlide = (page: Page) => gallery(page).getByRole('group').getAttribute('aria-label');

async function imagesPainted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('[aria-roledescription="slide"] img')];
    return images.length > 0 && images.every((i) => i.complete && i.naturalWidth > 0);
  });
}

describe('home page', () => {
  test('pitches the features and offers Register and Login to a visitor', async () => {
    const { page } = await visitHome('desktop');
    for (const name of ['Live score cards', 'Matches with friends', 'Tee-time calendar', 'A growing course database']) {
      expect(await page.getByRole('heading', { name, level: 3 }).isVisible()).toBe(true);
    }
    for (const term of ['Stableford', 'Strokes and net', 'Handicap statistics', 'Individual', 'Fourball', 'Foursome', 'Scramble']) {
      expect(await page.getByRole('term').filter({ hasText: term }).isVisible()).toBe(true);
    }
    const hero = page.getByRole('region', { name: 'Handicap Down!' });
    await hero.getByRole('link', { name: 'Register' }).waitFor();
    expect(await hero.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(await hero.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  test('at 1280 px: 42 slides, one shown, starting at a random one and changing after 5 s', async () => {
    // 0.5 picks the middle slide: proves the first slide comes from Math.random.
    const { page, imageRequests } = await visitHome('desktop', { random: 0.5 });
    await gallery(page).waitFor();
    expect(await gallery(page).locator('[aria-roledescription="slide"]').count()).toBe(42);
    expect(await gallery(page).getByRole('group').count()).toBe(1);
    expect(await shownSlide(page)).toBe('22 of 42');
    const alt = await gallery(page).getByRole('img').getAttribute('alt');
    expect(alt).toMatch(/^Golf hole under an? .+ sky/);
    await imagesPainted(page);
    // Only the shown slide and the next one are fetched.
    expect(imageRequests.sort()).toEqual(['/images/courses/22.svg', '/images/courses/23.svg']);
    await screenshot(page, 'home-desktop');

    await expect.poll(() => shownSlide(page), { timeout: 8000, interval: 250 }).toBe('23 of 42');
    expect(await gallery(page).getByRole('img').getAttribute('alt')).not.toBe(alt);
    expect(imageRequests).toContain('/images/courses/24.svg');
    expect(imageRequests.length).toBe(3);

    // Once the service worker controls the page, the images it fetches stay in its runtime cache. The
    // slideshow is paused first: the worker's install may take longer than a slide's 5 s.
    await gallery(page).getByRole('button', { name: 'Pause slideshow' }).click();
    expect(await shownSlide(page)).toBe('23 of 42');
    await waitForServiceWorker(page);
    await gallery(page).getByRole('button', { name: 'Next course' }).click();
    expect(await shownSlide(page)).toBe('24 of 42');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('course-images');
          return (await cache.keys()).map((r) => new URL(r.url).pathname);
        }),
      )
      .toContain('/images/courses/25.svg');
  });

  test('with reduced motion the slideshow stays put; its buttons still move it', async () => {
    const { page } = await visitHome('desktop', { reducedMotion: 'reduce', random: 0 });
    await gallery(page).waitFor();
    expect(await shownSlide(page)).toBe('1 of 42');
    await page.waitForTimeout(5600);
    expect(await shownSlide(page)).toBe('1 of 42');
    await gallery(page).getByRole('button', { name: 'Previous course' }).click();
    expect(await shownSlide(page)).toBe('42 of 42');
  });

  test('at 390 px there is no carousel and no course image is downloaded', async () => {
    const { page, imageRequests } = await visitHome('phone');
    await page.getByRole('link', { name: 'Register' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await gallery(page).count()).toBe(0);
    expect(imageRequests).toEqual([]);
    await screenshot(page, 'home-phone');
  });
});
