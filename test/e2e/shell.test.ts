// The app shell in Chromium against the local backend: the login guard and its redirect, sign-up
// and sign-in failures, the 404 page, the theme, the admin menu, and the navbar on two devices.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  readData,
  screenshot,
  seed,
  SERVER_TIMESTAMP,
  setOffline,
  waitForServiceWorker,
  signInThroughUi,
  uniqueEmail,
  type Device,
} from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

/** A new page in a fresh profile (nobody signed in). */
async function freshPage(device: Device = 'desktop'): Promise<Page> {
  const context = await app.newContext(device);
  return context.newPage();
}

const url = (path: string) => app.url(path);

/** The first defined result of `read`, asked every 200 ms for up to `timeoutMs`. */
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function fillRegistration(page: Page, fields: { email: string; password: string; confirmation?: string }) {
  await page.getByLabel('First name').fill('Seve');
  await page.getByLabel('Last name').fill('Ballesteros');
  await page.getByLabel('E-mail').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm password').fill(fields.confirmation ?? fields.password);
}

describe('login guard', () => {
  it('sends a signed-out visitor of /dashboard to /login and back after sign-in', async () => {
    const user = await createUser();
    const page = await freshPage();
    await page.goto(url('/dashboard'));
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SCORE CARDS' }).waitFor();
  });

  it('says clearly when a score card id does not exist', async () => {
    const user = await createUser();
    const page = await freshPage();
    await signInThroughUi(page, user, app.server.url);
    await page.goto(url('/score-cards/no-such-card'));
    await page.getByRole('heading', { name: 'Score card not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to score cards' }).waitFor();
  });
});

describe('sign-up and sign-in failures', () => {
  it('refuses a weak password with the policy message and keeps what was typed', async () => {
    const page = await freshPage();
    await page.goto(url('/register'));
    const email = uniqueEmail('weak');
    await fillRegistration(page, { email, password: 'abc' });
    await page.getByText('At least 6 characters').waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The password needs at least 6 characters' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await page.getByLabel('First name').inputValue()).toBe('Seve');
  });

  it('says when the e-mail already has an account', async () => {
    const existing = await createUser();
    const page = await freshPage();
    await page.goto(url('/register'));
    await fillRegistration(page, { email: existing.email, password: 'Another-Pass-9' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'An account with this e-mail already exists' }).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('Another-Pass-9');
  });

  it('says when the password is wrong', async () => {
    const user = await createUser();
    const page = await freshPage();
    await page.goto(url('/login'));
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: /Wrong password|E-mail or password is wrong/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(user.email);
  });

  it('registers a golfer with a profile (handicap 36) and signs them in', async () => {
    const page = await freshPage();
    await page.goto(url('/register'));
    const email = uniqueEmail('new');
    await fillRegistration(page, { email, password: 'Fairway-42' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    // The profile write may still be on its way when the dashboard shows: poll the server.
    const profile = await eventually(async () => {
      // The e-mail address is private (userData); the public profile has the names and handicap.
      const data = ((await readData('userData')) as Record<string, { email?: string }> | null) ?? {};
      const uid = Object.entries(data).find(([, d]) => d.email === email)?.[0];
      const users = (await readData('users')) as Record<string, { firstName: string; handicap: number }> | null;
      return uid ? users?.[uid] : undefined;
    });
    expect(profile).toMatchObject({ firstName: 'Seve', handicap: 36 });
    expect(profile).not.toHaveProperty('email');
  });

  it('sends a password reset e-mail and confirms it', async () => {
    const user = await createUser();
    const page = await freshPage();
    await page.goto(url('/login'));
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('status').filter({ hasText: 'We sent a link to reset your password' }).waitFor();
  });
});

describe('404 page', () => {
  it('shows "404 Not Found" for an unknown path, and "Go home" goes home', async () => {
    const page = await freshPage();
    await page.goto(url('/nowhere'));
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: 'Handicap Down!', level: 1 }).waitFor();
  });
});

describe('theme', () => {
  it('survives a reload, theme-color included', async () => {
    const page = await freshPage();
    await page.goto(url('/'));
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const themeColor = () => page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'));
    expect(await themeColor()).toBe('rgb(63,62,62)');

    await page.reload();
    // Applied before the first paint by index.html's inline script, then kept by the app.
    expect(await themeColor()).toBe('rgb(63,62,62)');
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: 'Handicap Down!', level: 1 }).waitFor();
    await screenshot(page, 'home-dark-desktop', false);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await themeColor()).toBe('rgb(248,248,248)');
  });
});

describe('roles', () => {
  const ADMIN_ITEMS = ['Import', 'Export', 'Users', 'Import Golf Course API'];

  async function openAccountMenu(page: Page) {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logoff' }).waitFor();
  }

  it('shows an administrator the admin menu and /users', async () => {
    const admin = await createUser({ admin: true, firstName: 'Ada' });
    const page = await freshPage();
    await signInThroughUi(page, admin, app.server.url);
    await openAccountMenu(page);
    for (const name of ['Profile', ...ADMIN_ITEMS, 'Logoff']) {
      await page.getByRole('menuitem', { name, exact: true }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  });

  it('does not show a golfer the admin menu, and /users is a 404 for them', async () => {
    const golfer = await createUser();
    const page = await freshPage();
    await signInThroughUi(page, golfer, app.server.url);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    for (const name of ADMIN_ITEMS) {
      expect(await page.getByRole('menuitem', { name, exact: true }).count()).toBe(0);
    }
    await page.keyboard.press('Escape');
    await page.goto(url('/users'));
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  });

  it('signs out with Logoff and shows Login and Register again', async () => {
    const golfer = await createUser();
    const page = await freshPage();
    await signInThroughUi(page, golfer, app.server.url);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logoff' }).click();
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Login' }).waitFor();
    await banner.getByRole('link', { name: 'Register' }).waitFor();
    await page.goto(url('/dashboard'));
    await page.waitForURL((u) => u.pathname === '/login');
  });
});

describe('round in play', () => {
  it('shows "Playing hole N" and "End", which clears the round and opens its score card', async () => {
    const golfer = await createUser();
    await seed(`userData/${golfer.uid}`, {
      id: golfer.uid,
      inPlay: { scoreCardId: 'card-in-play', currentHole: 2 },
      updatedAt: SERVER_TIMESTAMP,
    });
    const page = await freshPage('phone');
    await signInThroughUi(page, golfer, app.server.url);
    const playing = page.getByRole('button', { name: 'Playing hole 3' });
    await playing.waitFor();
    await screenshot(page, 'navbar-phone-in-play', false);
    await playing.click();
    await page.waitForURL((u) => u.pathname === '/score-cards/card-in-play/play');

    await page.getByRole('button', { name: 'End' }).click();
    await page.waitForURL((u) => u.pathname === '/score-cards/card-in-play');
    await page.getByRole('button', { name: 'Playing hole 3' }).waitFor({ state: 'detached' });
    // The change reaches the server through the sync engine.
    const inPlay = await eventually(async () => {
      const data = (await readData(`userData/${golfer.uid}`)) as { inPlay?: unknown } | null;
      return data && data.inPlay === undefined ? 'cleared' : undefined;
    });
    expect(inPlay).toBe('cleared');
  });
});

describe('sign-out with unsynced changes', () => {
  it('asks first, keeps the change on the device, and syncs it at the next sign-in', async () => {
    const golfer = await createUser();
    await seed(`userData/${golfer.uid}`, {
      id: golfer.uid,
      inPlay: { scoreCardId: 'offline-card', currentHole: 0 },
      updatedAt: SERVER_TIMESTAMP,
    });
    const context = await app.newContext('desktop');
    const page = await context.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await page.getByRole('button', { name: 'Playing hole 1' }).waitFor();

    // As on a phone with the app installed: pages and chunks come from the service worker offline.
    await waitForServiceWorker(page);
    await setOffline(context, true);
    await page.getByText('Offline').waitFor();
    await page.getByRole('button', { name: 'End' }).click();
    await page.getByRole('button', { name: 'Playing hole 1' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logoff' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out with unsynced changes?' });
    await dialog.getByText('1 change is not synced yet: sign out anyway?').waitFor();
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Account menu/ }).waitFor();

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logoff' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out anyway' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(await readData(`userData/${golfer.uid}/inPlay`)).toEqual({ scoreCardId: 'offline-card', currentHole: 0 });

    await setOffline(context, false);
    await signInThroughUi(page, golfer, app.server.url);
    const cleared = await eventually(async () => ((await readData(`userData/${golfer.uid}/inPlay`)) === null ? true : undefined));
    expect(cleared).toBe(true);
  });
});

/**
 * Collects what the page's Content-Security-Policy blocks: the `securitypolicyviolation` events of the
 * current document and Chromium's console messages about the policy (those of earlier documents too).
 */
async function policyViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as { policyViolations?: string[] }).policyViolations ?? []))];
}

describe('navbar screenshots', () => {
  it('on a phone (390x844): menu button, then the menu', async () => {
    const golfer = await createUser();
    const page = await freshPage('phone');
    await signInThroughUi(page, golfer, app.server.url);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // Below 640 px the menu items fold into the menu button.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await screenshot(page, 'navbar-phone', false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'MY BAG' }).waitFor();
    await screenshot(page, 'navbar-phone-menu', false);
    await menu.getByRole('link', { name: 'COURSES' }).click();
    await page.waitForURL((u) => u.pathname === '/courses');
  });

  it('on a desktop (1280x800): every menu item in the bar, each page within the Content-Security-Policy', async () => {
    const golfer = await createUser();
    const page = await freshPage('desktop');
    const violations = await policyViolations(page);
    // The page comes with the policy its build wrote: inline scripts by hash, never 'unsafe-inline'.
    const policy = (await page.goto(url('/')))?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    await signInThroughUi(page, golfer, app.server.url);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const items = ['DASHBOARD', 'PLAY', 'SCORE CARDS', 'MATCHES', 'TOURNAMENTS', 'CALENDAR', 'STATISTICS', 'COURSES', 'MY BAG'];
    for (const name of items) {
      await nav.getByRole('link', { name }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    await screenshot(page, 'navbar-desktop', false);
    // Every page of the bar, then the profile: nothing the app loads or runs is refused by the policy.
    for (const name of items) {
      await nav.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Ways to sign in' }).waitFor({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
    // The watch works, and the policy refuses script the page did not ship.
    await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.injected = true';
      document.head.append(injected);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect((await violations()).every((v) => /script-src/.test(v))).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  it('signed out on a phone: Login and Register', async () => {
    const page = await freshPage('phone');
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).waitFor();
    await screenshot(page, 'navbar-phone-signed-out', false);
  });
});
