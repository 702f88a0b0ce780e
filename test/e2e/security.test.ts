// The profile's "Sign-in and security" in Chromium against the Auth emulator: changing the password
// (the current one confirms it is the golfer), verifying the e-mail and changing it with the emulator's
// out-of-band links, and two-step verification by SMS with the codes the emulator records.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, e2eContext, screenshot, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
  newEmail?: string;
}

/** The Auth emulator's records: e-mails it would have sent, and SMS codes. */
async function emulatorRecords<T>(kind: 'oobCodes' | 'verificationCodes'): Promise<T[]> {
  const { authUrl, projectId } = e2eContext();
  const res = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/${kind}`);
  const body = (await res.json()) as Record<string, T[] | undefined>;
  return body[kind] ?? [];
}

/** The latest e-mail link of this type sent about `email`, polled for up to 10 s. */
async function latestLink(email: string, requestType: string): Promise<string> {
  const end = Date.now() + 10_000;
  for (;;) {
    const found = (await emulatorRecords<OobCode>('oobCodes')).filter((c) => c.email === email && c.requestType === requestType).at(-1);
    if (found) return found.oobLink;
    if (Date.now() > end) throw new Error(`No ${requestType} link for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest SMS code sent to `phoneNumber`, once there are more than `before` of them. */
async function smsCode(phoneNumber: string, before: number): Promise<string> {
  const end = Date.now() + 10_000;
  for (;;) {
    const codes = (await emulatorRecords<{ phoneNumber: string; code: string }>('verificationCodes')).filter((c) => c.phoneNumber === phoneNumber);
    const last = codes.at(-1);
    if (codes.length > before && last) return last.code;
    if (Date.now() > end) throw new Error(`No new code for ${phoneNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const smsCount = async (phoneNumber: string) =>
  (await emulatorRecords<{ phoneNumber: string }>('verificationCodes')).filter((c) => c.phoneNumber === phoneNumber).length;

/** Opens an e-mail link as the golfer would (the emulator applies it and shows its own page). */
async function openLink(context: BrowserContext, link: string): Promise<void> {
  const tab = await context.newPage();
  const response = await tab.goto(link);
  expect(response?.ok()).toBe(true);
  await tab.close();
}

async function markEmailVerified(uid: string): Promise<void> {
  const { authUrl, projectId } = e2eContext();
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`accounts:update: ${res.status} ${await res.text()}`);
}

async function openSecurity(context: BrowserContext, user: TestUser): Promise<{ page: Page; section: ReturnType<Page['getByRole']> }> {
  const page = await context.newPage();
  await signInThroughUi(page, user, app.server.url);
  await page.goto(app.url('/profile'));
  const section = page.getByRole('region', { name: 'Sign-in and security' });
  await section.getByRole('heading', { name: 'Ways to sign in' }).waitFor({ timeout: 15_000 });
  return { page, section };
}

describe('Sign-in and security', () => {
  it('changes the password once the current one is confirmed', async () => {
    const user = await createUser();
    const { page, section } = await openSecurity(await app.newContext('phone'), user);

    await section.getByLabel('Current password').fill('Not-My-Password-1');
    await section.getByLabel('New password').fill('Birdie-On-18');
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByRole('alert').filter({ hasText: /Wrong password|E-mail or password is wrong/ }).waitFor();

    await section.getByLabel('Current password').fill(user.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor({ timeout: 15_000 });
    await page.close();

    // The new password signs in; the old one no longer does.
    const fresh = await (await app.newContext('phone')).newPage();
    await signInThroughUi(fresh, { email: user.email, password: 'Birdie-On-18' }, app.server.url);
    expect(new URL(fresh.url()).pathname).toBe('/dashboard');
  });

  it('shows "Verify your e-mail" until the link is opened, and changes the e-mail through a link to the new address', async () => {
    const user = await createUser();
    const context = await app.newContext('phone', { colorScheme: 'dark' });
    const { page, section } = await openSecurity(context, user);

    const notice = section.getByRole('region', { name: 'Verify your e-mail' });
    await notice.waitFor();
    // What a golfer sees of the section on a phone: its top, and its two-step part.
    await page.evaluate(() => document.getElementById('security-title')?.scrollIntoView());
    await screenshot(page, 'profile-security-phone-dark', false);
    await page.evaluate(() => document.getElementById('two-step-title')?.scrollIntoView());
    await screenshot(page, 'profile-security-two-step-phone-dark', false);
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await section.getByRole('status').filter({ hasText: `We sent a new link to ${user.email}.` }).waitFor({ timeout: 15_000 });
    await openLink(context, await latestLink(user.email, 'VERIFY_EMAIL'));
    await notice.getByRole('button', { name: 'I have opened the link' }).click();
    await notice.waitFor({ state: 'detached', timeout: 15_000 });

    const newEmail = user.email.replace('@', '-new@');
    await section.getByLabel('New e-mail').fill(newEmail);
    await section.getByRole('button', { name: 'Send the link to the new address' }).click();
    await section.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}.` }).waitFor({ timeout: 15_000 });
    await openLink(context, await latestLink(user.email, 'VERIFY_AND_CHANGE_EMAIL'));
    await page.close();

    const fresh = await (await app.newContext('phone')).newPage();
    await signInThroughUi(fresh, { email: newEmail, password: user.password }, app.server.url);
    expect(new URL(fresh.url()).pathname).toBe('/dashboard');
    // The profile's private e-mail follows the account's new address.
    await fresh.goto(app.url('/profile'));
    await fresh.getByRole('heading', { name: 'Ways to sign in' }).waitFor({ timeout: 15_000 });
    await fresh.getByText(newEmail, { exact: true }).waitFor({ timeout: 15_000 });
  });

  it('asks "Confirm it\'s you" when the service wants a recent sign-in, then makes the change', async () => {
    const user = await createUser();
    const { page, section } = await openSecurity(await app.newContext('phone'), user);
    // The emulator never asks for a recent sign-in; the real service does after a few minutes. Its
    // answer is simulated on the wire for the first two tries of the e-mail change.
    let refused = 0;
    await page.route('**/accounts:sendOobCode**', async (route) => {
      if (refused >= 2 || !(route.request().postData() ?? '').includes('VERIFY_AND_CHANGE_EMAIL')) return route.continue();
      refused += 1;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN', errors: [] } }),
      });
    });

    const newEmail = user.email.replace('@', '-moved@');
    await section.getByLabel('New e-mail').fill(newEmail);
    await section.getByRole('button', { name: 'Send the link to the new address' }).click();
    const confirm = section.getByRole('form', { name: "Confirm it's you" });
    await confirm.waitFor({ timeout: 15_000 });
    await confirm.getByLabel('Your password').fill('Not-My-Password-1');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await section.getByRole('alert').filter({ hasText: /Wrong password|E-mail or password is wrong/ }).waitFor({ timeout: 15_000 });

    // Tried again with the right password: confirmed, and the change goes through at once.
    await section.getByRole('button', { name: 'Send the link to the new address' }).click();
    await confirm.waitFor({ timeout: 15_000 });
    await confirm.getByLabel('Your password').fill(user.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await section.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}.` }).waitFor({ timeout: 15_000 });
    expect(refused).toBe(2);
    expect(await latestLink(user.email, 'VERIFY_AND_CHANGE_EMAIL')).toContain('oobCode=');
  });

  it('turns on two-step verification by SMS, asks for the code at sign-in, and turns it off', async () => {
    const user = await createUser();
    // The service enrols a second step only for a verified address.
    await markEmailVerified(user.uid);
    const phone = '+34600123456';
    const { page, section } = await openSecurity(await app.newContext('phone'), user);

    let before = await smsCount(phone);
    await section.getByLabel('Mobile number').fill('+34 600 123 456');
    await section.getByRole('button', { name: 'Send a code' }).click();
    const enrolCode = await smsCode(phone, before);
    await section.getByLabel('Code from the text message').fill(enrolCode);
    await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await section.getByRole('status').filter({ hasText: 'Two-step verification is on.' }).waitFor({ timeout: 15_000 });
    await page.close();

    // Signing in now asks for the code sent to the phone.
    const signIn = await (await app.newContext('phone')).newPage();
    await signIn.goto(app.url('/login'));
    await signIn.getByLabel('E-mail').fill(user.email);
    await signIn.getByLabel('Password', { exact: true }).fill(user.password);
    before = await smsCount(phone);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.getByRole('heading', { name: 'Enter the code from your phone' }).waitFor({ timeout: 15_000 });
    const loginCode = await smsCode(phone, before);
    await signIn.getByText(/We sent a text message with a 6-digit code/).waitFor();
    await screenshot(signIn, 'login-two-step-code-phone');
    await signIn.getByLabel('Code from the text message').fill('000000');
    await signIn.getByRole('button', { name: 'Confirm and sign in' }).click();
    await signIn.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();
    await signIn.getByLabel('Code from the text message').fill(loginCode);
    await signIn.getByRole('button', { name: 'Confirm and sign in' }).click();
    await signIn.waitForURL((u) => u.pathname === '/dashboard', { timeout: 20_000 });

    await signIn.goto(app.url('/profile'));
    const security = signIn.getByRole('region', { name: 'Sign-in and security' });
    const turnOff = security.getByRole('button', { name: /^Turn off two-step verification/ });
    await turnOff.click();
    await security.getByRole('status').filter({ hasText: 'Two-step verification is off.' }).waitFor({ timeout: 15_000 });
    await security.getByLabel('Mobile number').waitFor();
  });
});
