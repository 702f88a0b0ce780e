// Telling "offline" from "the service refuses calls from a browser" (docs/ADMINISTRATION.md, "Golf course
// API"). A browser reports both as the same bare TypeError from fetch: a cross-origin answer without
// `Access-Control-Allow-Origin` is withheld from the page. When the device says it is online, a probe in
// `no-cors` mode (no custom header, so no preflight; the answer stays opaque) tells them apart: it
// resolves when the service answered at all, and fails only when nothing answered. A call the page's own
// Content-Security-Policy forbids (a proxy host the build does not list) fails the same way, before any
// network: the policy's violation event names it.

export interface Reachability {
  /** False only when the device knows it has no connection (navigator.onLine). */
  online(): boolean;
  /** Whether anything answers at `url`, the answer unread. */
  answers(url: string): Promise<boolean>;
  /** Whether the page's Content-Security-Policy refused a connection to `url`'s origin. */
  blockedByPolicy?(url: string): boolean;
}

/** Origins the page's policy refused a connection to, since this module loaded. */
const refusedOrigins = new Set<string>();
if (typeof document !== 'undefined') {
  document.addEventListener('securitypolicyviolation', (e) => {
    if (!e.effectiveDirective.startsWith('connect-src')) return;
    try {
      refusedOrigins.add(new URL(e.blockedURI).origin);
    } catch {
      // "inline", "eval" and the like name no origin.
    }
  });
}

export function browserReachability(timeoutMs: number): Reachability {
  return {
    online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    async answers(url) {
      try {
        await fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
        return true;
      } catch {
        return false;
      }
    },
    blockedByPolicy: (url) => refusedOrigins.has(new URL(url).origin),
  };
}
