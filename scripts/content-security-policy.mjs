// The app's Content-Security-Policy: only what the app needs (docs/ARCHITECTURE.md, "PWA, `npm start`
// and the e2e harness"). The build writes it into index.html as a <meta> (vite-content-security-policy.ts),
// computed from that build's VITE_* variables and its own inline scripts; the static server of `npm start`
// and the e2e tests sends it as a header too (static-server.mjs); firebase.json sends the policy of a
// real project (README.md, "Your own Firebase project"), which `node scripts/content-security-policy.mjs`
// prints and test/unit/build/content-security-policy.test.ts keeps equal to firebase.json.
//   - scripts: the app's own files and index.html's three inline scripts (theme, service worker reload,
//     the prerendered page: scripts/prerender.mjs) by
//     their sha256, never 'unsafe-inline'; Google's iframe helper for Google sign-in (apis.google.com) and
//     reCAPTCHA for two-step verification; a real project's database servers (the SDK's long-polling
//     fallback loads scripts from them).
//   - connections: the app's origin, the golf course API, the public Overpass server, the servers the
//     deployment lists in VITE_CONNECT_SERVERS (connect-servers.mjs), the Realtime Database and Auth: on a build for
//     the local backend (an *_EMULATOR_* variable set) any loopback port (its servers, and a loopback
//     stand-in for the golf course API), else the Firebase hosts (the database may hand a connection
//     to another of its servers, so a wildcard) and Google's Auth endpoints.
//   - frames: Auth's helper iframe on the project's auth domain (Firebase Hosting's, the local Auth
//     emulator's, or the app's own origin for a custom domain), Google sign-in and reCAPTCHA.
//   - images: the app's own, data: and blob: URLs; nothing else (no objects, no <base>, forms post here).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONNECT_SERVERS_VARIABLE, connectServers } from './connect-servers.mjs';

const GOLF_COURSE_API = 'https://api.golfcourseapi.com';
// The public Overpass server, for course geometry from OpenStreetMap (docs/ADMINISTRATION.md, "OpenStreetMap (Overpass)").
const OVERPASS_API = 'https://overpass-api.de';
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';
const GOOGLE_SIGN_IN_FRAMES = ['https://apis.google.com', 'https://accounts.google.com'];
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const FIREBASE_AUTH_API = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FIREBASE_DATABASE_HOSTS = ['*.firebaseio.com', '*.firebasedatabase.app'];
const FIREBASE_AUTH_DOMAINS = ['https://*.firebaseapp.com', 'https://*.web.app'];
const LOOPBACK_HTTP = ['http://127.0.0.1:*', 'http://localhost:*'];
const LOOPBACK_WS = ['ws://127.0.0.1:*', 'ws://localhost:*'];

/** The directive a <meta> cannot carry (browsers ignore it there): only in the header. */
export const HEADER_ONLY = "frame-ancestors 'none'";

/** `'sha256-…'` of each inline script (a <script> without src) of the page, in order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const present = (value) => typeof value === 'string' && value.trim() !== '';

/** Whether the build talks to the local backend (the Firebase emulators' variables are set). */
export const buildsForLocalBackend = (env) => present(env.VITE_FIREBASE_AUTH_EMULATOR_URL) || present(env.VITE_FIREBASE_DATABASE_EMULATOR_HOST);

/** A custom auth domain (not one of Firebase Hosting's): Auth's helper iframe is served there. */
function customAuthDomain(env) {
  const domain = present(env.VITE_FIREBASE_AUTH_DOMAIN) ? env.VITE_FIREBASE_AUTH_DOMAIN.trim() : '';
  if (!domain || /\.(firebaseapp\.com|web\.app)$/.test(domain)) return [];
  return [`https://${domain}`];
}

/**
 * The policy for a page (`html`, its inline scripts hashed) built with these VITE_* variables (`env`),
 * as one header or <meta> value, without HEADER_ONLY.
 */
export function contentSecurityPolicy({ html, env = {} }) {
  const local = buildsForLocalBackend(env);
  const databaseHttps = FIREBASE_DATABASE_HOSTS.map((h) => `https://${h}`);
  const databaseWss = FIREBASE_DATABASE_HOSTS.map((h) => `wss://${h}`);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes(html), GOOGLE_SIGN_IN_SCRIPT, ...RECAPTCHA_SCRIPTS, ...(local ? [] : databaseHttps)],
    ['connect-src', "'self'", GOLF_COURSE_API, OVERPASS_API, ...connectServers(env[CONNECT_SERVERS_VARIABLE]), ...(local ? [...LOOPBACK_HTTP, ...LOOPBACK_WS] : [...FIREBASE_AUTH_API, ...databaseHttps, ...databaseWss])],
    ['frame-src', "'self'", ...(local ? LOOPBACK_HTTP : [...FIREBASE_AUTH_DOMAINS, ...customAuthDomain(env)]), ...GOOGLE_SIGN_IN_FRAMES, ...RECAPTCHA_FRAMES],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['style-src', "'self'"],
    ['font-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The header value: the page's policy and what only a header can say. */
export const headerPolicy = (policy) => `${policy}; ${HEADER_ONLY}`;

/** The policy a <meta http-equiv="Content-Security-Policy"> of the page carries, or null. */
export function metaPolicy(html) {
  const match = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  return match ? match[1] : null;
}

/**
 * The header firebase.json sends for a real project: its Firebase hosts are the same for every project;
 * the other servers are the deployment's list (`env`'s VITE_CONNECT_SERVERS, as its build has it).
 */
export function hostingHeader(indexHtml, env = {}) {
  return headerPolicy(contentSecurityPolicy({ html: indexHtml, env: { [CONNECT_SERVERS_VARIABLE]: env[CONNECT_SERVERS_VARIABLE] } }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  console.log(hostingHeader(html, process.env));
}
