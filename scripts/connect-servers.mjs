// The other servers a deployment lets the app connect to (docs/ARCHITECTURE.md, "PWA, `npm start` and the
// e2e harness"): an Overpass mirror or a club's own instance, a proxy for the golf course API. One list,
// the build variable VITE_CONNECT_SERVERS, read at build time by the Content-Security-Policy
// (content-security-policy.mjs: its connect-src, in the built pages and in what `node
// scripts/content-security-policy.mjs` prints for firebase.json); the settings forms read the policy the
// build wrote (src/ui/connect-policy.ts), so a form refuses what the browser would block.
//
// An entry is an origin: `https://` and a host, an optional port (`:*` for any), no path; `*.` before the
// host for its subdomains (not the host itself). `http://` only for a loopback host (a server on this
// machine): the policy stays as strict as the app's own hosts, never a bare `*` or a whole scheme.

/** The build variable that lists them, separated by spaces or commas. */
export const CONNECT_SERVERS_VARIABLE = 'VITE_CONNECT_SERVERS';

const ORIGIN = /^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i;
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Why `entry` cannot be in the list, or null when it can. */
export function connectServerProblem(entry) {
  const match = ORIGIN.exec(entry);
  if (!match) return `"${entry}" is not an origin: write https://, the host and an optional port, with no path (https://overpass.example.org, https://proxy.example.org:8443).`;
  const [, scheme, wildcard, host, port] = match;
  if (port !== undefined && port !== '*' && (Number(port) < 1 || Number(port) > 65535)) return `"${entry}": the port ${port} is not between 1 and 65535.`;
  if (!/[a-z]/i.test(host) && !LOOPBACK.test(host) && !host.startsWith('[') && host.split('.').length !== 4) return `"${entry}": ${host} is not a host name.`;
  if (scheme.toLowerCase() === 'http' && (wildcard || !LOOPBACK.test(host))) return `"${entry}": only a server on this machine (localhost, 127.x.x.x, [::1]) may use http://; use https://.`;
  return null;
}

/**
 * The list in the variable's value (`undefined` or blank: none), each origin in lower case without a
 * trailing slash, once each. Throws with every entry that is not an origin, so a build never carries a
 * policy that says something else than the deployment meant.
 */
export function connectServers(value) {
  const entries = typeof value === 'string' ? value.split(/[\s,]+/).filter((e) => e !== '') : [];
  const problems = entries.map(connectServerProblem).filter((p) => p !== null);
  if (problems.length > 0) throw new Error(`${CONNECT_SERVERS_VARIABLE}: ${problems.join(' ')}`);
  return [...new Set(entries.map((e) => e.toLowerCase().replace(/\/$/, '')))];
}
