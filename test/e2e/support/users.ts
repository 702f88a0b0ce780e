// Golfers for the tests: created straight in the Auth emulator (fast, no UI), or signed in and
// registered through the app's own forms when the UI is what a test checks.
import type { Page } from 'playwright-core';
import { golferNameKeys } from '../../../src/data/golfer-name-keys.ts';
import { e2eContext } from './context.ts';
import { SERVER_TIMESTAMP, seed } from './rtdb.ts';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

/** An e-mail address no other test of this run uses. */
export function uniqueEmail(prefix = 'golfer'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * Creates an account in the Auth emulator, its public profile users/{uid} and its userData/{uid} with
 * the e-mail address (as sign-up would).
 * `admin: true` also grants admins/{uid}.
 */
export async function createUser(
  options: Partial<Omit<TestUser, 'uid'>> & { admin?: boolean; units?: 'metres' | 'yards' } = {},
): Promise<TestUser> {
  const { authUrl, apiKey } = e2eContext();
  const user = {
    email: options.email ?? uniqueEmail(),
    password: options.password ?? 'Fairway-42',
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Golfer',
  };
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator sign-up of ${user.email}: ${res.status} ${await res.text()}`);
  const { localId: uid } = (await res.json()) as { localId: string };
  await seed(`users/${uid}`, {
    id: uid,
    firstName: user.firstName,
    lastName: user.lastName,
    // The directory's search keys, as sign-up writes them: other golfers find this one by name.
    ...golferNameKeys(user),
    handicap: 36,
    updatedAt: SERVER_TIMESTAMP,
  });
  // The e-mail address is private: userData, as sign-up writes it.
  // `units`: the golfer's chosen distance unit; without it the browser's locale decides (the e2e
  // browser's en-GB: yards).
  await seed(`userData/${uid}`, { id: uid, email: user.email, ...(options.units ? { units: options.units } : {}), updatedAt: SERVER_TIMESTAMP });
  if (options.admin) await seed(`admins/${uid}`, true);
  return { uid, ...user };
}

/** Signs in through /login and waits until the app has left the login page. */
export async function signInThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password'>, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}
