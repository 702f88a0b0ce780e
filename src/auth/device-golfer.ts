// The golfer signed in on this device, remembered beside the firebase SDK's own stored session. The SDK
// confirms a stored session only after asking the sign-in service (up to 30 s on a weak signal), so the
// app opens the remembered golfer's data at once instead of waiting; and when the SDK later reports
// nobody signed in while a golfer is still remembered, the sign-in ended without the golfer asking
// (account disabled or deleted): see src/auth/auth.ts. Signing out on purpose forgets the golfer first.
import type { AuthUser } from './auth-user.ts';

const KEY = 'hd-signed-in';

export function rememberGolfer(user: AuthUser): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ uid: user.uid, email: user.email }));
  } catch {
    // Storage full or blocked: the app then waits for the SDK as before.
  }
}

export function rememberedGolfer(): AuthUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, email } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '') return null;
    return { uid, email: typeof email === 'string' ? email : null };
  } catch {
    return null;
  }
}

export function forgetGolfer(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing remembered that could be forgotten.
  }
}
