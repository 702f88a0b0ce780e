// Deleting the account from /profile in Chromium against the local backend: a golfer registers,
// deletes the account (confirming the password when the auth service asks for it), lands on the home
// page signed out, cannot sign in again, and their public profile is a tombstone on the server.
import { describe, expect, it } from 'vitest';
import { readData, uniqueEmail } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

const url = (path: string) => app.url(path);

type Profiles = Record<string, { deleted?: boolean }> | null;
type PrivateData = Record<string, { email?: string }> | null;

/** The server's public profile of the golfer with this e-mail (kept private in userData) once `ready`
 * accepts it, polled for up to 15 s. */
async function serverProfile(email: string, ready: (p: { deleted?: boolean }) => boolean) {
  const end = Date.now() + 15_000;
  for (;;) {
    const uid = Object.entries(((await readData('userData')) as PrivateData) ?? {}).find(([, d]) => d.email === email)?.[0];
    const profile = uid ? ((await readData('users')) as Profiles)?.[uid] : undefined;
    if ((profile && ready(profile)) || Date.now() > end) return profile;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('delete account', () => {
  it('deletes the account from /profile; the golfer is signed out and cannot sign in again', async () => {
    const context = await app.newContext('phone');
    const page = await context.newPage();
    const email = uniqueEmail('leaving');
    const password = 'Leave-The-Course-7';

    await page.goto(url('/register'));
    await page.getByLabel('First name').fill('Tom');
    await page.getByLabel('Last name').fill('Morris');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const profile = await serverProfile(email, (p) => !p.deleted);
    expect(profile).toBeDefined();
    // The e-mail address is private (userData); the public profile does not carry it.
    expect(profile).not.toHaveProperty('email');

    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByText('Your score cards stay on the server').waitFor();
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    // A real project asks for the password when the last sign-in is old; the emulator may not.
    const passwordDialog = page.getByRole('alertdialog', { name: 'Confirm with your password' });
    const landed = page.waitForURL((u) => u.pathname === '/', { timeout: 30_000 }).then(() => 'home' as const);
    const asked = passwordDialog.waitFor({ timeout: 30_000 }).then(
      () => 'password' as const,
      // Not asked: the page left /profile, which `landed` reports.
      () => 'not asked' as const,
    );
    if ((await Promise.race([landed, asked])) === 'password') {
      await passwordDialog.getByLabel('Password').fill(password);
      await passwordDialog.getByRole('button', { name: 'Delete account' }).click();
    }
    await landed;

    // Signed out: the navbar offers Login again.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    expect(await serverProfile(email, (p) => p.deleted === true)).toMatchObject({ deleted: true });

    await page.goto(url('/login'));
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: /no account with this e-mail|E-mail or password is wrong/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
