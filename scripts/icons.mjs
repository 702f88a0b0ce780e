// Draws the app icon once as SVG and renders the PNG sizes the web manifest and iOS need with
// Debian's Chromium: `node scripts/icons.mjs`, then commit public/icons/* and public/favicon.svg.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public/icons');

/** The artwork on a 512 grid; `scale` shrinks it into the maskable safe zone (a centred 80% circle). */
function art(scale) {
  const t = (512 * (1 - scale)) / 2;
  return `<g transform="translate(${t} ${t}) scale(${scale})">
    <ellipse cx="256" cy="392" rx="190" ry="52" fill="#8fd16a"/>
    <ellipse cx="256" cy="392" rx="140" ry="34" fill="#b5e58e"/>
    <ellipse cx="300" cy="398" rx="22" ry="8" fill="#1f3d1a"/>
    <rect x="294" y="104" width="12" height="294" rx="6" fill="#fafafa"/>
    <path d="M306 108 L420 146 L306 186 Z" fill="#e53935"/>
    <circle cx="176" cy="330" r="62" fill="#fafafa"/>
    <g fill="#d7dcd7">
      <circle cx="156" cy="312" r="7"/><circle cx="182" cy="304" r="7"/><circle cx="204" cy="320" r="7"/>
      <circle cx="150" cy="338" r="7"/><circle cx="176" cy="332" r="7"/><circle cx="200" cy="348" r="7"/>
      <circle cx="168" cy="360" r="7"/>
    </g>
  </g>`;
}

const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#2f8f4e"/><stop offset="1" stop-color="#1b5e32"/></linearGradient></defs>`;
/** Rounded corners for the plain icon; the maskable one fills the square because the OS cuts its own shape. */
const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}<rect width="512" height="512" rx="96" fill="url(#bg)"/>${art(1)}</svg>`;
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}<rect width="512" height="512" fill="url(#bg)"/>${art(0.78)}</svg>`;

const outputs = [
  { file: 'icon-192.png', svg: iconSvg, size: 192 },
  { file: 'icon-512.png', svg: iconSvg, size: 512 },
  { file: 'maskable-512.png', svg: maskableSvg, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: maskableSvg, size: 180 },
];

mkdirSync(outDir, { recursive: true });
writeFileSync(join(root, 'public/favicon.svg'), `${iconSvg}\n`);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
try {
  for (const { file, svg, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(outDir, file), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${file}`);
  }
} finally {
  await browser.close();
}
