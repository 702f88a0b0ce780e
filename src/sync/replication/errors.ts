// Sorting failures into the three kinds the status reports (types.ts, SyncError.kind).
import type { SyncError } from './types.ts';

/** Thrown inside the engine when sync was stopped while an operation waited. */
export class SyncStoppedError extends Error {
  constructor() {
    super('sync stopped');
    this.name = 'SyncStoppedError';
  }
}

function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  return typeof err === 'string' ? err : JSON.stringify(err);
}

function codeOf(err: unknown): string {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
}

/**
 * 'rejected': the security rules (or their `.validate`) refused the operation. The RTDB SDK reports
 * it as an Error whose message is `permission_denied` (transactions, puts) or starts with it
 * (listens, which also carry `code: 'PERMISSION_DENIED'`); a refused get() fails with the server's
 * text, "Permission denied".
 * 'network': the connection dropped or the server did not answer as expected; worth retrying.
 * 'other': anything else (a local bug, a storage error).
 */
export function classifyError(err: unknown): SyncError['kind'] {
  const message = messageOf(err);
  if (codeOf(err).toLowerCase() === 'permission_denied' || /^permission[_ ]denied\b/i.test(message)) return 'rejected';
  if (/^(disconnect|maxretry|datastale|set|overriddenBySet|unavailable|too_big|network|timeout)\b/i.test(message)) {
    return 'network';
  }
  if (/network|disconnect|timed? ?out|unavailable|ECONNREFUSED|ECONNRESET|socket/i.test(message)) return 'network';
  return 'other';
}

/**
 * classifyError for the engine's operations. While the connection does not act for the golfer (the
 * service ended the sign-in, the SDK dropped its token) the rules refuse everything, which says nothing
 * about the data: such a refusal is retried like a network failure, so no document leaves the device
 * and no change is recorded as refused because of it.
 */
export function errorKind(ctx: { signedIn: () => boolean }, err: unknown): SyncError['kind'] {
  const kind = classifyError(err);
  return kind === 'rejected' && !ctx.signedIn() ? 'network' : kind;
}

export function describeError(err: unknown): string {
  return messageOf(err);
}
