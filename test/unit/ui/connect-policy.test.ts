// @vitest-environment happy-dom
// Whether the page may connect to an address, as its Content-Security-Policy says (src/ui/connect-policy.ts):
// the build's own policies, and the CSP3 source expressions a deployment's list may hold.
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/content-security-policy.mjs';
import { connectSources, originOf, pageMayConnect, pagePolicy, policyAllowsConnect } from '../../../src/ui/connect-policy.ts';

const PAGE = 'https://golf.example.org/courses/import-osm';
const REAL = { VITE_FIREBASE_DATABASE_URL: 'https://p-default-rtdb.europe-west1.firebasedatabase.app' };
const LOCAL = { VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', VITE_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' };
const html = '<script>x()</script>';
const allows = (policy: string | null, url: string, page = PAGE) => policyAllowsConnect(policy, url, page);

describe('the policy a build writes', () => {
  it('lets a real project reach the public servers and its own hosts, nothing else', () => {
    const policy = contentSecurityPolicy({ html, env: REAL });
    expect(allows(policy, 'https://overpass-api.de/api/interpreter')).toBe(true);
    expect(allows(policy, 'https://api.golfcourseapi.com')).toBe(true);
    expect(allows(policy, 'https://golf.example.org/anything')).toBe(true);
    expect(allows(policy, 'https://overpass.kumi.systems/api/interpreter')).toBe(false);
    expect(allows(policy, 'http://overpass-api.de/api/interpreter')).toBe(false);
    expect(allows(policy, 'https://overpass-api.de:8443/api/interpreter')).toBe(false);
    expect(allows(policy, 'https://p-default-rtdb.europe-west1.firebasedatabase.app/.json')).toBe(true);
  });

  it("lets it reach the deployment's VITE_CONNECT_SERVERS too", () => {
    const policy = contentSecurityPolicy({ html, env: { ...REAL, VITE_CONNECT_SERVERS: 'https://overpass.kumi.systems https://*.golf-proxy.example.org https://api.example.org:8443' } });
    expect(allows(policy, 'https://overpass.kumi.systems/api/interpreter')).toBe(true);
    expect(allows(policy, 'https://eu.golf-proxy.example.org/v1/search')).toBe(true);
    expect(allows(policy, 'https://golf-proxy.example.org/v1/search')).toBe(false);
    expect(allows(policy, 'https://api.example.org:8443')).toBe(true);
    expect(allows(policy, 'https://api.example.org')).toBe(false);
    expect(allows(policy, 'https://overpass.kumi.systems.evil.example/api/interpreter')).toBe(false);
  });

  it('lets a build for the local backend reach any port of 127.0.0.1 and localhost, not another loopback address', () => {
    const policy = contentSecurityPolicy({ html, env: LOCAL });
    const page = 'http://127.0.0.1:4173/courses/import-osm';
    expect(allows(policy, 'http://127.0.0.1:8088/api/interpreter', page)).toBe(true);
    expect(allows(policy, 'http://localhost:8088/api/interpreter', page)).toBe(true);
    expect(allows(policy, 'http://127.0.0.2:8088/api/interpreter', page)).toBe(false);
    expect(allows(contentSecurityPolicy({ html, env: { ...LOCAL, VITE_CONNECT_SERVERS: 'http://127.0.0.2:*' } }), 'http://127.0.0.2:8088/api/interpreter', page)).toBe(true);
  });
});

describe('source expressions', () => {
  it.each([
    ["connect-src 'self'", 'https://golf.example.org:443/x', true],
    ["connect-src 'self'", 'wss://golf.example.org/x', true],
    ["connect-src 'self'", 'https://other.example.org/x', false],
    ["connect-src 'none'", 'https://golf.example.org/x', false],
    ['connect-src *', 'https://anything.example/x', true],
    ['connect-src https:', 'https://anything.example/x', true],
    ['connect-src https:', 'http://anything.example/x', false],
    ['connect-src http:', 'https://anything.example/x', true],
    ['connect-src overpass.example.org', 'https://overpass.example.org/api/interpreter', true],
    ['connect-src http://overpass.example.org', 'https://overpass.example.org/api/interpreter', true],
    ['connect-src https://overpass.example.org/api/', 'https://overpass.example.org/api/interpreter', true],
    ['connect-src https://overpass.example.org/api/', 'https://overpass.example.org/other', false],
    ['connect-src https://overpass.example.org/api/interpreter', 'https://overpass.example.org/api/interpreter', true],
    ['connect-src https://overpass.example.org/api/interpreter', 'https://overpass.example.org/api/interpreter2', false],
    ['connect-src https://Overpass.Example.org', 'https://overpass.example.org/x', true],
    ["default-src 'self' https://overpass.example.org", 'https://overpass.example.org/x', true],
    ["default-src https://overpass.example.org; connect-src 'self'", 'https://overpass.example.org/x', false],
    ["script-src 'self'", 'https://anything.example/x', true],
  ])('%s, %s: %s', (policy, url, expected) => {
    expect(allows(policy, url)).toBe(expected);
  });

  it('refuses what is not an address, and reads the first of two directives as a browser does', () => {
    expect(allows('connect-src *', 'overpass.example.org')).toBe(false);
    expect(connectSources("connect-src 'self'; connect-src *")).toEqual(["'self'"]);
    expect(connectSources("script-src 'self'")).toBeNull();
    expect(originOf('https://Overpass.example.org:443/api/interpreter')).toBe('https://overpass.example.org');
    expect(originOf('http://[bad')).toBeNull();
  });
});

describe("the page's own policy", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is the <meta> the build wrote; without one (the development server) every address is allowed', () => {
    expect(pagePolicy()).toBeNull();
    expect(pageMayConnect('https://overpass.kumi.systems/api/interpreter')).toBe(true);
    document.head.innerHTML = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ html, env: REAL })}">`;
    expect(pagePolicy()).toContain('connect-src');
    expect(pageMayConnect('https://overpass.kumi.systems/api/interpreter')).toBe(false);
    expect(pageMayConnect('https://overpass-api.de/api/interpreter')).toBe(true);
  });
});
