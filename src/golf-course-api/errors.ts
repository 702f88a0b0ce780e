// What can go wrong when talking to golfcourseapi.com, each with a sentence an administrator can act on.
import { golfCourseApiText } from './i18n/index.ts';

/** `browser-refused`: the service answered but withholds its answer from a page of another origin (no
 * CORS permission); a proxy is the way round it. */
export type GolfCourseApiErrorKind = 'bad-key' | 'not-found' | 'quota' | 'offline' | 'browser-refused' | 'timeout' | 'server' | 'malformed';

export class GolfCourseApiError extends Error {
  override readonly name = 'GolfCourseApiError';
  constructor(
    readonly kind: GolfCourseApiErrorKind,
    message: string,
    /** The HTTP status, when the service answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The error for an answer that is not 2xx. */
export function errorForStatus(status: number, what: string): GolfCourseApiError {
  switch (status) {
    case 401:
    case 403:
      return new GolfCourseApiError('bad-key', golfCourseApiText.t('badKey'), status);
    case 404:
      return new GolfCourseApiError('not-found', golfCourseApiText.t('notFound', { what }), status);
    case 429:
      return new GolfCourseApiError('quota', golfCourseApiText.t('quota'), status);
    default:
      return new GolfCourseApiError('server', golfCourseApiText.t('server', { status: String(status) }), status);
  }
}
