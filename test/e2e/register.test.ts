// Registration as a new golfer on a phone: a name longer than the profile allows is refused
// before any account exists, in words; then the golfer registers, is welcomed (not "welcomed back")
// and the avatar shows the first name's initial; the profile is on the server and nothing threw. A page
// reloaded the moment the address bar shows /dashboard (the account exists, its profile's first write
// is still on its way) still brings the profile to the server: it was kept on the phone first.
import { describe, expect, it } from 'vitest';
import { readData, screenshot, uniqueEmail } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

type Profiles = Record<string, { firstName: string; lastName?: string }> | null;
type PrivateData = Record<string, { email?: string }> | null;

/** The public profile of the account with this e-mail (the e-mail itself is private, in userData). */
async function profileOf(email: string) {
  const uid = Object.entries(((await readData('userData')) as PrivateData) ?? {}).find(([, d]) => d.email === email)?.[0];
  return uid === undefined ? undefined : (((await readData('users')) as Profiles) ?? {})[uid];
}

describe('register', () => {
  it('refuses a 150-character first name before creating the account, then registers and welcomes the golfer', async () => {
    const context = await app.newContext('phone');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const email = uniqueEmail('newcomer');
    const password = 'First-Tee-Time-9';

    await page.goto(app.url('/register'));
    await page.getByLabel('First name').fill('A'.repeat(150));
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your first name is too long: at most 100 characters (it has 150).' }).waitFor();
    await screenshot(page, 'register-name-too-long', false);
    expect(new URL(page.url()).pathname).toBe('/register');
    // No account was made: signing in with these details fails.
    expect(await profileOf(email)).toBeUndefined();

    await page.getByLabel('First name').fill('Ana');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('Welcome, Ana.', { exact: true }).waitFor();
    expect(await page.getByText(/Welcome back/).count()).toBe(0);
    // The avatar follows the profile through the account slot, a render after the welcome.
    await expect.poll(() => page.getByRole('button', { name: /^Account menu/ }).textContent()).toBe('A');
    await expect.poll(() => profileOf(email), { timeout: 15_000 }).toMatchObject({ firstName: 'Ana' });
    expect(errors).toEqual([]);
  });

  it('a page reloaded as soon as the address bar leaves /register still brings the profile with its names to the server', async () => {
    const context = await app.newContext('phone');
    const page = await context.newPage();
    const email = uniqueEmail('hasty');
    const password = 'First-Tee-Time-9';

    await page.goto(app.url('/register'));
    await page.getByLabel('First name').fill('Hasty');
    await page.getByLabel('Last name').fill('Reloader');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    // The account exists once the address changes; the form may still say "Creating your account...".
    await page.waitForURL((u) => u.pathname === '/dashboard', { waitUntil: 'commit' });
    await page.reload();

    await expect.poll(() => profileOf(email), { timeout: 30_000 }).toMatchObject({ firstName: 'Hasty', lastName: 'Reloader' });
    await page.getByText('Welcome, Hasty.', { exact: true }).waitFor();
  });
});
