// The public pages' HTML, prerendered when the app is built (docs/ARCHITECTURE.md, "Speed on a phone"):
// a first visit over a weak mobile link shows the page as soon as its HTML and stylesheets arrive,
// instead of after the JavaScript has downloaded and run. Run after `vite build` (`npm run build`, the
// e2e harness), before the service worker's precache manifest is written.
//
// Each page (/, /login, /register) is rendered by the built app itself in headless Chromium, signed out,
// in every language and theme; the copies go into the page's HTML as <template>s, with the stylesheets
// and module scripts that page loaded. index.html's inline script (`prerendered page`) shows the copy of
// the visitor's language and theme before the first paint, inert and hidden from assistive technology;
// the app replaces it with the live page in the same frame it renders it (src/app/prerendered.ts).
// / is index.html itself (its copy shows only there); /login and /register get login.html and
// register.html, which the static server (scripts/static-server.mjs) and Firebase Hosting (`cleanUrls`)
// serve for those paths, as the service worker does offline (Workbox's clean URLs); index.html serves
// every other path too, where no copy shows.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

/** The public pages and the file each is served from. */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
];
const LANGUAGES = [
  { language: 'en', locale: 'en-GB' },
  { language: 'es', locale: 'es-ES' },
];
const THEMES = ['light', 'dark'];
/** The phone the copies are laid out for (the app's own layout takes over on a wider screen). */
const VIEWPORT = { width: 390, height: 844 };

/** The page as the app renders it for a signed-out visitor: #root's markup, its stylesheets and scripts. */
async function renderPage(browser, url, { locale, theme }) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale, colorScheme: theme, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url);
    // Rendered: the page's heading is in the app's <main>, and nothing is still loading.
    await page.locator('#root main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const root = document.getElementById('root');
      if (!root) throw new Error('the built page has no #root');
      const ownPaths = (hrefs) => hrefs.map((h) => new URL(h, location.href)).filter((u) => u.origin === location.origin).map((u) => u.pathname);
      return {
        html: root.innerHTML,
        stylesheets: ownPaths([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.href)),
        scripts: performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.startsWith('/assets/') && p.endsWith('.js')),
      };
    });
  } finally {
    await context.close();
  }
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Writes a page's HTML: index.html's, with the page's copies, stylesheets and module preloads. */
function pageHtml(indexHtml, path, renders) {
  if (renders.length === 0) throw new Error(`nothing rendered for ${path}`);
  const inIndex = (href) => indexHtml.includes(`href="${href}"`) || indexHtml.includes(`src="${href}"`);
  const stylesheets = [...new Set(renders.flatMap((r) => r.stylesheets))].filter((href) => !inIndex(href));
  // The modules every copy's page loaded, and those only one language's did (its messages).
  const common = [...new Set(renders[0].scripts)].filter((href) => !inIndex(href) && renders.every((r) => r.scripts.includes(href)));
  const languages = [...new Set(renders.map((r) => r.language))];
  const ofLanguage = (language) => [...new Set(renders.filter((r) => r.language === language).flatMap((r) => r.scripts))].filter((href) => !inIndex(href) && !common.includes(href));
  // index.html serves every other path too (the SPA fallback): its own page's modules are preloaded by
  // the inline script only when its copy is shown; a page of its own preloads the common ones in <head>.
  const own = path !== '/';
  // Likewise its stylesheets: an offline start of another page would wait for them. They are fetched
  // from <head> all the same (a preload holds no paint), at the highest priority: linked only by the
  // inline script in <body>, they were asked for after every module of <head>, and on slow 4G the copy
  // waited for the scripts' download (docs/ARCHITECTURE.md, "Speed on a phone").
  const head = [
    ...(own
      ? stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
      : [
          ...stylesheets.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
          `<meta name="prerendered-stylesheets" content="${escapeAttribute(stylesheets.join(' '))}" />`,
        ]),
    ...(own ? common.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`) : []),
    ...languages.map((language) => `<meta name="prerendered-modules" data-language="${language}" content="${escapeAttribute([...(own ? [] : common), ...ofLanguage(language)].join(' '))}" />`),
  ];
  const templates = renders
    .map((r) => `<template data-prerendered="${escapeAttribute(path)}" data-language="${r.language}" data-theme="${r.theme}">${r.html}</template>`)
    .join('\n    ');
  const marker = '<div id="root"></div>';
  if (!indexHtml.includes(marker)) throw new Error('index.html has no empty <div id="root"></div>');
  return indexHtml.replace('</head>', `  ${head.join('\n    ')}\n  </head>`).replace(marker, `${templates}\n    ${marker}`);
}

/** Prerenders the public pages of the build in `distDir` (its index.html still the plain shell). */
export async function prerenderPublicPages(distDir) {
  const indexFile = join(distDir, 'index.html');
  const indexHtml = await readFile(indexFile, 'utf8');
  if (indexHtml.includes('data-prerendered=')) throw new Error(`${indexFile} is already prerendered`);
  const server = await startStaticServer({ root: distDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const pages = [];
    for (const { path, file } of PRERENDERED_PAGES) {
      const renders = [];
      for (const { language, locale } of LANGUAGES) {
        for (const theme of THEMES) renders.push({ language, theme, ...(await renderPage(browser, `${server.url}${path}`, { locale, theme })) });
      }
      pages.push({ file, html: pageHtml(indexHtml, path, renders) });
    }
    // Written once all are rendered: the server kept serving the plain shell meanwhile.
    for (const { file, html } of pages) await writeFile(join(distDir, file), html);
    return pages.map((p) => p.file);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(chromiumPath)) {
    // A machine without Chromium still builds a whole app (`npm ci && npm start` on a fresh machine):
    // every page then renders from its JavaScript, as it did before prerendering.
    console.warn(`No Chromium at ${chromiumPath}: the public pages are not prerendered (apt-get install -y chromium to prerender them).`);
  } else {
    const files = await prerenderPublicPages(distDir);
    console.log(`prerendered ${files.join(', ')} in ${distDir}`);
  }
}
