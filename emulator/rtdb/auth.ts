// ID tokens of the Auth emulator are unsigned JWTs (alg "none"): decode them and check what can be
// checked, expiry and project. The admin token ("owner", as the official emulator accepts) bypasses rules.
import type { RulesAuth } from './rules/types.ts';

export type Identity = { kind: 'anonymous' } | { kind: 'admin' } | { kind: 'user'; auth: RulesAuth; expiresAt: number };

export type TokenResult = { ok: true; identity: Identity; claims: Record<string, unknown> | null } | { ok: false; reason: string };

function decodePart(part: string): unknown {
  return JSON.parse(Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
}

export interface TokenCheck {
  projectId: string;
  /** The admin token, null for none. */
  adminToken: string | null;
  /** Whether the admin token may be used by this request (see origins.ts). */
  adminAllowed: boolean;
  nowMs?: number;
}

/** Longest token looked at: ID tokens are about 1 KB; anything far larger is not one. */
const MAX_TOKEN_CHARS = 64 * 1024;

export function verifyToken(token: unknown, check: TokenCheck): TokenResult {
  const { projectId, adminToken } = check;
  const nowMs = check.nowMs ?? Date.now();
  if (typeof token !== 'string' || token.length === 0) return { ok: false, reason: 'the token must be a non-empty string' };
  if (token.length > MAX_TOKEN_CHARS) return { ok: false, reason: `the token is longer than ${MAX_TOKEN_CHARS} characters` };
  if (adminToken !== null && token === adminToken) {
    if (!check.adminAllowed) return { ok: false, reason: 'the admin token is accepted only from scripts (no Origin header) or from trusted origins' };
    return { ok: true, identity: { kind: 'admin' }, claims: null };
  }
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return { ok: false, reason: 'the token is not a JWT' };
  let claims: unknown;
  try {
    claims = decodePart(parts[1]);
  } catch {
    return { ok: false, reason: 'the token payload is not base64url JSON' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'the token payload is not an object' };
  const c = claims as Record<string, unknown>;
  const uid = typeof c.sub === 'string' && c.sub ? c.sub : typeof c.user_id === 'string' && c.user_id ? c.user_id : null;
  if (!uid) return { ok: false, reason: 'the token has no sub or user_id' };
  if (typeof c.exp !== 'number') return { ok: false, reason: 'the token has no exp' };
  if (c.exp * 1000 <= nowMs) return { ok: false, reason: 'the token has expired' };
  if (c.aud !== projectId) return { ok: false, reason: `the token is for project ${String(c.aud)}, not ${projectId}` };
  const firebase = typeof c.firebase === 'object' && c.firebase !== null ? (c.firebase as Record<string, unknown>) : {};
  const provider = typeof firebase.sign_in_provider === 'string' ? firebase.sign_in_provider : 'custom';
  return { ok: true, identity: { kind: 'user', auth: { uid, provider, token: c }, expiresAt: c.exp * 1000 }, claims: c };
}

export const rulesAuthOf = (identity: Identity): RulesAuth | null => (identity.kind === 'user' ? identity.auth : null);
