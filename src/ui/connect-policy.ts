// Whether the page may connect to an address: what the browser decides from the page's
// Content-Security-Policy (its connect-src), decided before the connection, so a settings form can refuse
// a server the browser would block and say what to do (docs/ARCHITECTURE.md, "PWA, `npm start` and the
// e2e harness"). The build writes the policy into every page as a <meta> (the same one its server sends
// as a header); its connect-src lists the app's own hosts and the deployment's VITE_CONNECT_SERVERS.
// The matching is the CSP3 rules for source expressions ("Does url match expression in origin"):
// 'self', 'none', `*`, a scheme (`https:`), a host with an optional scheme, `*.` subdomains, a port or
// `:*`, and a path.

/** The sources of the policy's connect-src (default-src when it has none); null when neither is set. */
export function connectSources(policy: string): string[] | null {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives.get('connect-src') ?? directives.get('default-src') ?? null;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

/** A scheme `from` the source allows for `to`: the same, or its secure upgrade (http to https, ws to wss, http(s) to ws(s)). */
function schemeMatches(from: string, to: string): boolean {
  if (from === to) return true;
  if (from === 'http:') return to === 'https:' || to === 'ws:' || to === 'wss:';
  if (from === 'https:') return to === 'wss:';
  if (from === 'ws:') return to === 'wss:';
  return false;
}

const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^/:]+|\[[^\]]+\])(?::(\d+|\*))?(\/.*)?$/i;

function sourceMatches(source: string, url: URL, page: URL): boolean {
  const lower = source.toLowerCase();
  if (lower === "'none'") return false;
  if (lower === "'self'") {
    if (url.origin === page.origin) return true;
    // 'self' takes the page's host on a secure upgrade of its scheme (http page, https or wss url).
    return url.hostname === page.hostname && schemeMatches(page.protocol, url.protocol) && (portOf(url) === portOf(page) || (portOf(page) === '80' && portOf(url) === '443'));
  }
  if (lower.startsWith("'")) return false; // nonces, hashes, keywords: nothing for a connection
  if (lower === '*') return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || url.protocol === page.protocol;
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeMatches(lower, url.protocol);
  const match = HOST_SOURCE.exec(lower);
  if (!match) return false;
  const [, scheme, host = '', port, path] = match;
  if (scheme !== undefined ? !schemeMatches(`${scheme}:`, url.protocol) : !schemeMatches(page.protocol, url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  if (host === '*') {
    // A bare `*` host matches any host.
  } else if (host.startsWith('*.')) {
    if (!hostname.endsWith(host.slice(1))) return false;
  } else if (hostname !== host) {
    return false;
  }
  if (port === undefined) {
    const expected = scheme !== undefined ? DEFAULT_PORTS[`${scheme}:`] : DEFAULT_PORTS[url.protocol];
    // The default port of the source's scheme, or 443 after an upgrade from 80.
    if (portOf(url) !== expected && !(expected === '80' && portOf(url) === '443')) return false;
  } else if (port !== '*' && portOf(url) !== port) {
    return false;
  }
  if (path && path !== '/') {
    const urlPath = decodeURIComponent(url.pathname);
    return path.endsWith('/') ? urlPath.startsWith(path) : urlPath === path;
  }
  return true;
}

/**
 * Whether a page at `pageUrl` under `policy` may connect to `url`. A page without a policy (the development
 * server's) may connect anywhere; an address that is not a URL may not.
 */
export function policyAllowsConnect(policy: string | null, url: string, pageUrl: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const sources = policy === null ? null : connectSources(policy);
  if (sources === null) return true;
  const page = new URL(pageUrl);
  return sources.some((source) => sourceMatches(source, target, page));
}

/** The origin of an address ("https://overpass.example.org"), or null when it is not a URL. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** This page's own policy: the <meta http-equiv> the build wrote, or null (the development server). */
export function pagePolicy(doc: Document = document): string | null {
  return doc.querySelector('meta[http-equiv="Content-Security-Policy" i]')?.getAttribute('content') ?? null;
}

/** Whether this page may connect to `url`, as its policy says. */
export function pageMayConnect(url: string): boolean {
  return policyAllowsConnect(pagePolicy(), url, location.href);
}
