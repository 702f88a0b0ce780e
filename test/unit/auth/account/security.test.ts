import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { accountSecurity, withRecentLogin } from '../../../../src/auth/account/security.ts';

const auth = vi.hoisted(() => ({ currentUser: null as unknown, ready: Promise.resolve(), authStateReady: () => auth.ready }));
vi.mock('../../../../src/backend/firebase-app.ts', () => ({ getFirebaseAuth: () => ({ auth }) }));
vi.mock('firebase/auth', async (original) => ({ ...(await original<typeof import('firebase/auth')>()), reload: vi.fn().mockResolvedValue(undefined), multiFactor: () => ({ enrolledFactors: [] }) }));

const recentLogin = () => Object.assign(new Error('Firebase: Error (auth/requires-recent-login).'), { code: 'auth/requires-recent-login' });

describe('withRecentLogin', () => {
  it('runs the change once when the service accepts it, without asking the golfer', async () => {
    const change = vi.fn().mockResolvedValue('done');
    const confirm = vi.fn().mockResolvedValue(undefined);
    await expect(withRecentLogin(change, confirm)).resolves.toBe('done');
    expect(change).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('on requires-recent-login confirms the identity, then tries the change again', async () => {
    const change = vi.fn().mockRejectedValueOnce(recentLogin()).mockResolvedValue('done');
    const confirm = vi.fn().mockResolvedValue(undefined);
    await expect(withRecentLogin(change, confirm)).resolves.toBe('done');
    expect(change).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.invocationCallOrder[0]).toBeLessThan(change.mock.invocationCallOrder[1] ?? 0);
  });

  it('does not retry when the confirmation fails (wrong password, cancelled)', async () => {
    const change = vi.fn().mockRejectedValue(recentLogin());
    const wrong = Object.assign(new Error('wrong'), { code: 'auth/wrong-password' });
    const confirm = vi.fn().mockRejectedValue(wrong);
    await expect(withRecentLogin(change, confirm)).rejects.toBe(wrong);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('passes any other refusal straight on', async () => {
    const refused = Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' });
    const confirm = vi.fn();
    await expect(withRecentLogin(() => Promise.reject(refused), confirm)).rejects.toBe(refused);
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('accountSecurity', () => {
  it('waits for the SDK to restore the signed-in user (a remembered golfer\'s page opens before it has)', async () => {
    let restore: () => void = () => undefined;
    auth.currentUser = null;
    auth.ready = new Promise<void>((resolve) => (restore = resolve));
    const reading = accountSecurity();
    const user: Partial<User> = { email: 'ana@example.com', emailVerified: true, providerData: [{ providerId: 'password' } as User['providerData'][number]] };
    auth.currentUser = user;
    restore();
    await expect(reading).resolves.toMatchObject({ email: 'ana@example.com', methods: ['password'] });
  });
});
