import { describe, expect, it, vi } from 'vitest';
import { withRecentLogin } from '../../../../src/sync/account/security.ts';

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
