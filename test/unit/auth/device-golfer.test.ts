// The golfer remembered on this device beside the SDK's stored session.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetGolfer, rememberedGolfer, rememberGolfer } from '../../../src/auth/device-golfer.ts';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

beforeEach(() => storage.clear());

describe('device golfer', () => {
  it('remembers and forgets the signed-in golfer', () => {
    expect(rememberedGolfer()).toBeNull();
    rememberGolfer({ uid: 'Ab1', email: 'ann@example.com' });
    expect(rememberedGolfer()).toEqual({ uid: 'Ab1', email: 'ann@example.com' });
    rememberGolfer({ uid: 'Cd2', email: null });
    expect(rememberedGolfer()).toEqual({ uid: 'Cd2', email: null });
    forgetGolfer();
    expect(rememberedGolfer()).toBeNull();
  });

  it('remembers nobody from a damaged entry', () => {
    for (const raw of ['{', 'null', '"ann"', '{"uid":""}', '{"email":"a@b"}']) {
      storage.set('hd-signed-in', raw);
      expect(rememberedGolfer()).toBeNull();
    }
  });
});
