// Shared by the hostile-input suites: ID tokens for any uid (the server accepts the Auth emulator's
// unsigned tokens, so an attacker can hold a token for any account it creates), and plain REST calls.
import { PROJECT_ID } from '../../support/backend.ts';

/** An unsigned ID token for `uid`, as the Auth emulator issues them, for the address `<uid>@example.com`
 * (the one the rules fixtures store for it). */
export function idToken(uid: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, aud: PROJECT_ID, iat: now, exp: now + 3600, email: `${uid}@example.com`, firebase: { sign_in_provider: 'password' } })}.`;
}

export interface RestAnswer {
  status: number;
  text: string;
  headers: Headers;
}

/** A REST call as `as` (a uid, 'owner' for the admin token, or nobody); `body` is sent as is. */
export async function restCall(
  baseUrl: string,
  method: string,
  path: string,
  options: { as?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<RestAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) headers.authorization = `Bearer ${options.as === 'owner' ? 'owner' : idToken(options.as)}`;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: options.body });
  return { status: res.status, text: await res.text(), headers: res.headers };
}
