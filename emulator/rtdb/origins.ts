// Which browser origins may do what. A request without an Origin header comes from a script or a
// test (Node, curl), never from a web page: it may use the admin token. A web page may use it only
// from an origin the server was told to trust, so that a page open in the developer's browser cannot
// read or wipe the local database; and only the app's own origins get CORS headers on the REST face.

export interface OriginPolicy {
  /** Origins that may use the admin token (besides requests with no Origin at all). */
  readonly adminOrigins: ReadonlySet<string>;
  /** Origins that get CORS headers (the app's own); the admin origins get them too. */
  readonly corsOrigins: ReadonlySet<string>;
}

/** `http://localhost:4173/` and `http://localhost:4173` are the same origin: compare the normal form. */
export function normalizeOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    throw new Error(`invalid origin ${JSON.stringify(origin)} (expected e.g. http://localhost:4173)`);
  }
}

export function makeOriginPolicy(adminOrigins: readonly string[] = [], corsOrigins: readonly string[] = []): OriginPolicy {
  const admin = new Set(adminOrigins.map(normalizeOrigin));
  return { adminOrigins: admin, corsOrigins: new Set([...corsOrigins.map(normalizeOrigin), ...admin]) };
}

/** The Origin header of a request (undefined when absent); several values count as one untrusted origin. */
export function originOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  return Array.isArray(header) ? header.join(',') : header;
}

export function adminAllowedFrom(policy: OriginPolicy, origin: string | undefined): boolean {
  return origin === undefined || policy.adminOrigins.has(origin);
}

export function corsAllowed(policy: OriginPolicy, origin: string | undefined): origin is string {
  return origin !== undefined && policy.corsOrigins.has(origin);
}
