// "Continue with Google" in Chromium against the Auth emulator's stand-in Google page: the first Google
// sign-in creates the golfer's profile as registration does (by popup on a desktop), and a Google
// sign-in with the address of a password account asks for the password once and then links Google to
// that account (by redirect on a phone). A browser that blocks the sign-in window gets the redirect
// instead, and a Google-only golfer deleting the account confirms it with Google when the service asks.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, e2eContext, readData, screenshot, setOffline, uniqueEmail, waitForServiceWorker } from './support/index.ts';
import { chooseGoogleAccount, chooseNewGoogleAccount, serveGoogleStandIn, signInMethodsOf } from './support/google-sign-in.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

type Profiles = Record<string, { firstName?: string; lastName?: string; handicap?: number; email?: string }> | null;
type PrivateData = Record<string, { email?: string }> | null;

/** The uid whose private userData carries `email`, polled for up to 15 s. */
async function uidOfEmail(email: string): Promise<string | undefined> {
  const end = Date.now() + 15_000;
  for (;;) {
    const uid = Object.entries(((await readData('userData')) as PrivateData) ?? {}).find(([, d]) => d.email === email)?.[0];
    if (uid || Date.now() > end) return uid;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A new golfer signs up on /register with "Continue with Google" in the popup, and lands on the dashboard. */
async function signUpByGooglePopup(page: Page, account: { email: string; displayName: string }): Promise<void> {
  await page.goto(app.url('/register'));
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseNewGoogleAccount(await popup, account);
  await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
}

describe('Continue with Google', () => {
  it('signs a new golfer up by popup and creates the profile from the Google name and e-mail', async () => {
    const context = await app.newContext('desktop');
    await serveGoogleStandIn(context);
    const page = await context.newPage();
    const email = uniqueEmail('google');

    await signUpByGooglePopup(page, { email, displayName: 'Ana María García López' });

    const uid = await uidOfEmail(email);
    expect(uid).toBeDefined();
    const profile = ((await readData('users')) as Profiles)?.[uid ?? ''];
    // As registration writes it: names, the default handicap, and the e-mail only in the private userData.
    expect(profile).toMatchObject({ id: uid, firstName: 'Ana', lastName: 'María García López', handicap: 36 });
    expect(profile).not.toHaveProperty('email');

    await page.goto(app.url('/profile'));
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 15_000 }).toBe('Ana');
    expect(await page.getByLabel('Last name').inputValue()).toBe('María García López');
    const methods = page.getByRole('region', { name: 'Sign-in and security' }).getByRole('listitem');
    await methods.filter({ hasText: 'Google' }).waitFor();
    expect(await methods.allInnerTexts()).toEqual([expect.stringMatching(/^Google/)]);
    // The only way this golfer signs in cannot be removed.
    expect(await page.getByRole('button', { name: 'Remove Google' }).isDisabled()).toBe(true);

    // With a password added, Google can be removed, and the password signs in.
    const section = page.getByRole('region', { name: 'Sign-in and security' });
    await section.getByLabel('New password').fill('Eagle-On-The-9th');
    await section.getByRole('button', { name: 'Add password' }).click();
    await section.getByRole('status').filter({ hasText: 'You can now also sign in with' }).waitFor({ timeout: 15_000 });
    await methods.filter({ hasText: 'E-mail and password' }).waitFor();
    await section.getByRole('button', { name: 'Remove Google' }).click();
    await section.getByRole('status').filter({ hasText: 'Google is no longer a way to sign in.' }).waitFor({ timeout: 15_000 });
    expect(await methods.allInnerTexts()).toEqual([expect.stringMatching(/^E-mail and password/)]);
    const { authUrl, projectId } = e2eContext();
    expect(await signInMethodsOf(authUrl, projectId, uid ?? '')).toEqual(['password']);
  });

  it('asks a golfer with a password account to sign in with the password once, then links Google (redirect on a phone)', async () => {
    const user = await createUser({ firstName: 'Tom', lastName: 'Morris' });
    const context = await app.newContext('phone', { colorScheme: 'dark' });
    await serveGoogleStandIn(context, { unverifiedEmail: true });
    const page = await context.newPage();

    await page.goto(app.url('/register'));
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await screenshot(page, 'register-google-phone-dark');
    await page.goto(app.url('/login'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // A phone leaves for the Google page and comes back (no popup).
    await page.waitForURL((u) => u.pathname.startsWith('/emulator/auth/handler'), { timeout: 20_000 });
    await chooseNewGoogleAccount(page, { email: user.email, displayName: 'Tom Morris' });
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 20_000 });

    await page.getByText(`You already have an account with ${user.email} and a password.`).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('E-mail').inputValue()).toBe(user.email);
    await screenshot(page, 'login-link-google-phone-dark');
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
    // The link is made right after the password sign-in, while the app moves on to the dashboard.
    const { authUrl, projectId } = e2eContext();
    await expect.poll(() => signInMethodsOf(authUrl, projectId, user.uid), { timeout: 15_000 }).toEqual(['google.com', 'password']);

    await page.goto(app.url('/profile'));
    const methods = page.getByRole('region', { name: 'Sign-in and security' }).getByRole('listitem');
    await methods.filter({ hasText: 'Google' }).waitFor({ timeout: 15_000 });
    expect(await methods.allInnerTexts()).toEqual([expect.stringMatching(/^E-mail and password/), expect.stringMatching(/^Google/)]);
    // Still the same golfer: the profile was not replaced (it reaches this new device with the first pull).
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 15_000 }).toBe('Tom');
  });

  it('goes to Google by redirect when the browser blocks the sign-in window, and comes back signed in', async () => {
    const context = await app.newContext('desktop');
    await serveGoogleStandIn(context);
    // A browser that blocks pop-ups: window.open gives nothing back.
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await context.newPage();
    const email = uniqueEmail('google-blocked');

    await page.goto(app.url('/login'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/emulator/auth/handler'), { timeout: 20_000 });
    await chooseNewGoogleAccount(page, { email, displayName: 'Seve Ballesteros' });
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
    expect(await uidOfEmail(email)).toBeDefined();
  });

  it('says a phone with no signal cannot reach Google, and stays in the app', async () => {
    const phone = await app.newContext('phone', { colorScheme: 'dark' });
    await serveGoogleStandIn(phone);
    const page = await phone.newPage();
    await page.goto(app.url('/login'));
    await waitForServiceWorker(page);
    await setOffline(phone, true);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('alert').filter({ hasText: 'No connection to the server. Check your signal and try again.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-google-offline-phone');
  });

  it('deletes a Google-only account after the golfer confirms with Google', async () => {
    const context = await app.newContext('desktop');
    await serveGoogleStandIn(context);
    const page = await context.newPage();
    const email = uniqueEmail('google-delete');
    await signUpByGooglePopup(page, { email, displayName: 'Nelly Korda' });
    const uid = await uidOfEmail(email);
    expect(uid).toBeDefined();

    // The emulator never asks for a recent sign-in; the real service does after a few minutes. Its
    // answer is simulated on the wire for the first try of the deletion.
    let refused = 0;
    await page.route('**/accounts:delete**', async (route) => {
      if (refused >= 1) return route.continue();
      refused += 1;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN', errors: [] } }),
      });
    });
    await page.goto(app.url('/profile'));
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 15_000 }).toBe('Nelly');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm with Google' });
    await confirm.waitFor({ timeout: 30_000 });
    const reauth = context.waitForEvent('page');
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await chooseGoogleAccount(await reauth, email);

    await page.waitForURL((u) => u.pathname === '/', { timeout: 30_000 });
    expect(refused).toBe(1);
    const { authUrl, projectId } = e2eContext();
    // The account is gone at the service, and the profile on the server is a deletion record.
    expect(await signInMethodsOf(authUrl, projectId, uid ?? '')).toEqual([]);
    await expect
      .poll(async () => ((await readData('users')) as Record<string, { deleted?: boolean }> | null)?.[uid ?? '']?.deleted, { timeout: 15_000 })
      .toBe(true);
  });
});
