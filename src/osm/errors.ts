// What can go wrong when asking an Overpass server, each with a sentence a golfer can act on: a busy or
// rate-limited public server says "try again later", being offline says so and points at the file import.
import { osmText } from './i18n/index.ts';

export type OverpassErrorKind = 'offline' | 'unreachable' | 'timeout' | 'busy' | 'rate-limited' | 'refused' | 'server' | 'malformed' | 'not-found';

export class OverpassError extends Error {
  override readonly name = 'OverpassError';
  constructor(
    readonly kind: OverpassErrorKind,
    message: string,
    /** The HTTP status, when the server answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const offlineError = (cause?: unknown) =>
  new OverpassError('offline', osmText.t('offline'), undefined, { cause });

export const busyError = (status?: number) =>
  new OverpassError('busy', osmText.t('busy'), status);

/** The error for an answer that is not 2xx. */
export function errorForStatus(status: number): OverpassError {
  switch (status) {
    case 429:
      return new OverpassError('rate-limited', osmText.t('rateLimited'), status);
    case 502:
    case 503:
    case 504:
      return busyError(status);
    case 400:
      return new OverpassError('refused', osmText.t('refused'), status);
    default:
      return new OverpassError('server', osmText.t('server', { status: String(status) }), status);
  }
}

/**
 * An answer the server cut short: it says so in a `remark` (a query timed out, ran out of memory, or the
 * server is rate limiting), which means "too busy now".
 */
export function errorForRemark(remark: string | undefined): OverpassError | null {
  if (!remark || !/error|timed out|out of memory|too busy|rate_limited/i.test(remark)) return null;
  return busyError();
}
