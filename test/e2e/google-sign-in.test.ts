// "Continue with Google" in Chromium against the Auth emulator's stand-in Google page: the first Google
// sign-in creates the golfer's profile as registration does (by popup on a desktop), and a Google
// sign-in with the address of a password account asks for the password once and then links Google to
// that account (by redirect on a phone).
import { describe, expect, it } from 'vitest';
import { createUser, e2eContext, readData, screenshot, uniqueEmail } from './support/index.ts';
import { chooseNewGoogleAccount, serveGoogleStandIn, signInMethodsOf } from './support/google-sign-in.ts';
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

describe('Continue with Google', () => {
  it('signs a new golfer up by popup and creates the profile from the Google name and e-mail', async () => {
    const context = await app.newContext('desktop');
    await serveGoogleStandIn(context);
    const page = await context.newPage();
    const email = uniqueEmail('google');

    await page.goto(app.url('/register'));
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await chooseNewGoogleAccount(popup, { email, displayName: 'Ana María García López' });
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });

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
});
