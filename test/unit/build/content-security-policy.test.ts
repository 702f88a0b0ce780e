// The app's Content-Security-Policy (scripts/content-security-policy.mjs): inline scripts allowed by
// their hash and never by 'unsafe-inline', the local backend's loopback hosts only in a build for it,
// the build's <meta>, the static server's header, and firebase.json kept equal to the generator.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hostingHeader, inlineScriptHashes, metaPolicy } from '../../../scripts/content-security-policy.mjs';
import { startStaticServer, type StaticServer } from '../../../scripts/static-server.mjs';
import { contentSecurityPolicyMeta } from '../../../scripts/vite-content-security-policy.ts';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const LOCAL = { VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', VITE_FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000' };
const REAL = { VITE_FIREBASE_AUTH_DOMAIN: 'golf.example.org', VITE_FIREBASE_DATABASE_URL: 'https://p-default-rtdb.europe-west1.firebasedatabase.app' };
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the policy', () => {
  it("allows index.html's three inline scripts by their sha256 and never 'unsafe-inline' or eval", () => {
    const hashes = inlineScriptHashes(indexHtml);
    expect(hashes).toHaveLength(3);
    for (const env of [LOCAL, REAL]) {
      const policy = contentSecurityPolicy({ html: indexHtml, env });
      for (const hash of hashes) expect(directive(policy, 'script-src')).toContain(hash);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    // A changed script is another hash.
    expect(inlineScriptHashes(indexHtml.replace('hd-theme', 'hd-theme2'))).not.toEqual(hashes);
    // Scripts with a source are not hashed.
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script><script>x()</script>')).toHaveLength(1);
  });

  it('lets a build for the local backend reach loopback ports only, and a real one the Firebase hosts', () => {
    const local = contentSecurityPolicy({ html: indexHtml, env: LOCAL });
    expect(directive(local, 'connect-src')).toBe("connect-src 'self' https://api.golfcourseapi.com https://overpass-api.de http://127.0.0.1:* http://localhost:* ws://127.0.0.1:* ws://localhost:*");
    expect(local).not.toContain('firebaseio.com');
    const real = contentSecurityPolicy({ html: indexHtml, env: REAL });
    expect(directive(real, 'connect-src')).toContain('wss://*.firebasedatabase.app');
    expect(directive(real, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(real).not.toContain('127.0.0.1');
    // A custom auth domain serves Auth's helper iframe.
    expect(directive(real, 'frame-src')).toContain('https://golf.example.org');
    for (const policy of [local, real]) {
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'script-src')).toContain('https://apis.google.com');
      expect(policy).not.toContain('frame-ancestors');
    }
  });

  it("adds the deployment's other servers (VITE_CONNECT_SERVERS) to connect-src, and nowhere else", () => {
    const servers = 'https://overpass.example.org, https://golf-proxy.example.org:8443/';
    for (const env of [LOCAL, REAL]) {
      const without = contentSecurityPolicy({ html: indexHtml, env });
      const withServers = contentSecurityPolicy({ html: indexHtml, env: { ...env, VITE_CONNECT_SERVERS: servers } });
      expect(directive(withServers, 'connect-src')).toBe(
        directive(without, 'connect-src').replace('https://overpass-api.de', 'https://overpass-api.de https://overpass.example.org https://golf-proxy.example.org:8443'),
      );
      expect(withServers.replace(directive(withServers, 'connect-src'), '')).toBe(without.replace(directive(without, 'connect-src'), ''));
    }
    expect(hostingHeader(indexHtml, { VITE_CONNECT_SERVERS: servers })).toContain('https://overpass-api.de https://overpass.example.org https://golf-proxy.example.org:8443 ');
    // A list that is not one of origins stops the build, not a policy that says something else.
    expect(() => contentSecurityPolicy({ html: indexHtml, env: { ...REAL, VITE_CONNECT_SERVERS: "https://ok.example.org 'unsafe-inline'" } })).toThrow(/VITE_CONNECT_SERVERS: "'unsafe-inline'" is not an origin/);
  });

  it('is what firebase.json sends (print it with `node scripts/content-security-policy.mjs`)', () => {
    const firebase = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const sent = firebase.hosting.headers.find((h) => h.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
    // With the deployment's list of other servers when it has one (README, "Your own Firebase project").
    expect(sent).toBe(hostingHeader(indexHtml, process.env));
    expect(sent).toContain("frame-ancestors 'none'");
  });
});

describe('the build and the static server', () => {
  let dir: string;
  let server: StaticServer;
  let built: string;

  beforeAll(async () => {
    const plugin = contentSecurityPolicyMeta();
    (plugin.configResolved as (c: { env: Record<string, unknown> }) => void)({ env: { ...LOCAL, DEV: false } });
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    built = transform.handler(indexHtml);
    dir = await mkdtemp(join(tmpdir(), 'csp-'));
    await writeFile(join(dir, 'index.html'), built);
    await writeFile(join(dir, 'app.js'), 'export {};');
    // A prerendered public page of its own (scripts/prerender.mjs).
    await writeFile(join(dir, 'login.html'), built.replace('<div id="root"></div>', '<template data-prerendered="/login"></template><div id="root"></div>'));
    server = await startStaticServer({ root: dir });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the policy of its variables into index.html, before the inline scripts', () => {
    const policy = metaPolicy(built);
    expect(policy).toBe(contentSecurityPolicy({ html: indexHtml, env: LOCAL }));
    expect(built.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(built.indexOf('<script>'));
    // The hashes still match: the page's scripts are untouched.
    expect(inlineScriptHashes(built)).toEqual(inlineScriptHashes(indexHtml));
  });

  it("sends it as a header with every page (the SPA fallback too), frame-ancestors 'none' added", async () => {
    for (const path of ['/', '/dashboard']) {
      const res = await fetch(`${server.url}${path}`);
      await res.text();
      expect(res.headers.get('content-security-policy')).toBe(`${metaPolicy(built) ?? ''}; frame-ancestors 'none'`);
    }
    // A public page of its own: served for its path, with the same policy; a folder path still gets index.html.
    const login = await fetch(`${server.url}/login`);
    expect(await login.text()).toContain('data-prerendered="/login"');
    expect(login.headers.get('content-security-policy')).toBe(`${metaPolicy(built) ?? ''}; frame-ancestors 'none'`);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(await (await fetch(`${server.url}/login/`)).text()).not.toContain('data-prerendered="/login"');
    const script = await fetch(`${server.url}/app.js`);
    await script.text();
    expect(script.headers.get('content-security-policy')).toBeNull();
  });
});
