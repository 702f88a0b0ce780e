// A small static file server for the built app, used by `npm start` and the e2e tests:
// - a path without a file extension gets its own page when the build has one (/login -> login.html, a
//   prerendered public page: scripts/prerender.mjs), as Firebase Hosting's `cleanUrls` does;
// - SPA fallback: any other path without a file extension that is not a file gets index.html;
// - correct content types (the web manifest, the service worker, SVG, WebP ...);
// - text (scripts, styles, pages, JSON, SVG) gzip-compressed for a browser that accepts it, as Firebase
//   Hosting serves it: a first visit over a phone's link is timed on the bytes a real server sends
//   (test/bench/first-visit.bench.ts); each file is compressed once and kept while it is unchanged;
// - /service-worker.js and the HTML are never cached by the browser's HTTP cache, so an update
//   check always sees the newest worker; hashed /assets/* are cached for a year.
// - setRoot() swaps the served directory (the e2e update test serves a second build over the first).
// - an HTML page is sent with the Content-Security-Policy header its build wrote into it (the <meta> of
//   scripts/vite-content-security-policy.ts), with the directive only a header carries.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { headerPolicy, metaPolicy } from './content-security-policy.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt']);
const gzipped = new Map();
const gzipAsync = promisify(gzip);

/** The gzip of a file, compressed once per version of it (path, size and modification time). */
async function gzipOf(path, size) {
  const { mtimeMs } = await stat(path);
  const key = `${path}:${size}:${mtimeMs}`;
  let body = gzipped.get(key);
  if (!body) {
    body = await gzipAsync(await readFile(path), { level: 9 });
    gzipped.set(key, body);
  }
  return body;
}

function cacheControl(urlPath) {
  if (/^\/assets\/.+-[\w-]{8,}\.\w+$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function fileAt(root, urlPath) {
  const full = normalize(join(root, urlPath));
  // Refuse anything that escapes the served directory (../ in the path).
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  try {
    const s = await stat(full);
    if (s.isFile()) return { path: full, size: s.size };
    if (s.isDirectory()) return fileAt(root, join(urlPath, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Serves `root` on host:port (port 0 picks a free one).
 * @returns {Promise<{ url: string, port: number, setRoot(dir: string): void, close(): Promise<void> }>}
 */
export async function startStaticServer({ root, port = 0, host = '127.0.0.1', log = false }) {
  let served = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = await fileAt(served, urlPath);
      let status = 200;
      let pathForHeaders = urlPath;
      if (!file && extname(urlPath) === '' && !urlPath.endsWith('/')) {
        file = await fileAt(served, `${urlPath}.html`);
        pathForHeaders = `${urlPath}.html`;
      }
      if (!file && extname(urlPath) === '') {
        file = await fileAt(served, '/index.html');
        pathForHeaders = '/index.html';
      }
      if (!file) {
        status = 404;
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end('Not found');
      } else {
        const type = extname(file.path).toLowerCase();
        const headers = {
          'content-type': TYPES[type] ?? 'application/octet-stream',
          'content-length': file.size,
          'cache-control': cacheControl(pathForHeaders),
          'x-content-type-options': 'nosniff',
        };
        // Pages are small: read whole, for the policy their build wrote into them.
        const page = type === '.html' ? await readFile(file.path) : null;
        const policy = page ? metaPolicy(page.toString('utf8')) : null;
        if (policy) headers['content-security-policy'] = headerPolicy(policy);
        let compressed = null;
        if (COMPRESSED.has(type)) {
          headers.vary = 'accept-encoding';
          if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
            compressed = await gzipOf(file.path, file.size);
            headers['content-encoding'] = 'gzip';
            headers['content-length'] = compressed.length;
          }
        }
        res.writeHead(status, headers);
        if (req.method === 'HEAD') res.end();
        else if (compressed) res.end(compressed);
        else if (page) res.end(page);
        else createReadStream(file.path).pipe(res);
      }
      if (log) console.log(`${status} ${req.method} ${req.url}`);
    } catch (err) {
      res.writeHead(500).end();
      console.error(err);
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host === '127.0.0.1' ? '127.0.0.1' : host}:${actualPort}`,
    port: actualPort,
    setRoot(dir) {
      served = resolve(dir);
    },
    close() {
      server.closeAllConnections();
      return new Promise((ok) => server.close(() => ok(undefined)));
    },
  };
}
