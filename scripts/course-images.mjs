// Generates the 42 course illustrations of the home carousel (public/images/courses/NN.svg) and
// what each shows (src/features/home/courseImages.gen.ts), which the carousel says as the image's alt
// text in the visitor's language (its catalog's "carousel.alt"). Seeded, so every run writes the same
// files: `node scripts/course-images.mjs` after changing the drawing code, then commit the outputs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public/images/courses');
const listFile = join(root, 'src/features/home/courseImages.gen.ts');
const COUNT = 42;
const W = 800;
const H = 450;
const MAX_BYTES = 60 * 1024;

/** mulberry32: a tiny deterministic generator, enough for picking shapes and colours. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Math.round(n * 10) / 10;

const SKIES = [
  { name: 'clear', top: '#3f8fd8', bottom: '#cfe9fb', sun: '#fff6c8', hills: ['#7fa7b8', '#6b9a86'], light: 1 },
  { name: 'morning', top: '#7fb3e0', bottom: '#fde7c0', sun: '#fff1b0', hills: ['#a2b7b9', '#7ea58a'], light: 0.95 },
  { name: 'evening', top: '#3b4f8f', bottom: '#f6a86b', sun: '#ffd08a', hills: ['#6d6f8f', '#52705f'], light: 0.8 },
  { name: 'overcast', top: '#8d9aa6', bottom: '#dde3e8', sun: null, hills: ['#8e9fa5', '#6f8a78'], light: 0.85 },
  { name: 'summer', top: '#2f7fcf', bottom: '#e5f4ff', sun: '#ffffff', hills: ['#86a9c0', '#5f9370'], light: 1.05 },
];
const FLAGS = [
  ['red', '#d8312b'],
  ['yellow', '#f2c230'],
  ['white', '#f4f4f4'],
  ['blue', '#2f6fd0'],
];

/** Scales a #rrggbb colour's brightness (light < 1 darkens). */
function shade(hex, k) {
  const n = parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(v * k))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A smooth closed blob around (cx, cy): used for bunkers, ponds and tree crowns. */
function blob(r, cx, cy, rx, ry, points = 8, wobble = 0.25) {
  const pts = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 - wobble / 2 + r() * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  // Catmull-Rom through the points, written as cubic Béziers.
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % points];
    const p3 = pts[(i + 2) % points];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

function hillPath(r, baseY, amp, color) {
  let d = `M0 ${f(baseY)}`;
  let x = 0;
  while (x < W) {
    const step = 120 + r() * 160;
    const peak = baseY - amp * (0.3 + r() * 0.7);
    d += `Q${f(x + step / 2)} ${f(peak)} ${f(x + step)} ${f(baseY - r() * amp * 0.3)}`;
    x += step;
  }
  return `<path d="${d}L${W} ${H}L0 ${H}Z" fill="${color}"/>`;
}

function tree(r, x, baseY, size, dark, light) {
  const h = size * (1.6 + r() * 0.8);
  const trunk = `<rect x="${f(x - size * 0.08)}" y="${f(baseY - h * 0.45)}" width="${f(size * 0.16)}" height="${f(h * 0.45)}" fill="#5a4030"/>`;
  if (r() < 0.35) {
    // A conifer: stacked triangles.
    let tiers = '';
    for (let t = 0; t < 3; t++) {
      const w = size * (1 - t * 0.22);
      const y = baseY - h * 0.3 - t * h * 0.22;
      tiers += `<path d="M${f(x - w / 2)} ${f(y)}L${f(x)} ${f(y - h * 0.42)}L${f(x + w / 2)} ${f(y)}Z" fill="${t % 2 ? light : dark}"/>`;
    }
    return trunk + tiers;
  }
  const cy = baseY - h * 0.62;
  return (
    trunk +
    `<path d="${blob(r, x, cy, size * 0.55, h * 0.38, 9, 0.3)}" fill="${dark}"/>` +
    `<path d="${blob(r, x - size * 0.12, cy - h * 0.08, size * 0.33, h * 0.22, 7, 0.3)}" fill="${light}"/>`
  );
}

function draw(index) {
  const r = rng(0x9e3779b9 ^ (index * 2654435761));
  const sky = SKIES[index % SKIES.length];
  const [flagName, flagColor] = FLAGS[Math.floor(r() * FLAGS.length)];
  const horizon = 150 + r() * 70;
  const bend = (r() - 0.5) * 2; // -1 left .. 1 right
  const greenX = W / 2 + bend * 200 + (r() - 0.5) * 80;
  const greenY = horizon + 28 + r() * 30;
  const L = sky.light;
  const parts = [];
  const defs = [];

  defs.push(
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`,
    `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade('#6e9f4a', L)}"/><stop offset="1" stop-color="${shade('#3f7a2d', L)}"/></linearGradient>`,
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade('#6fb6e0', L)}"/><stop offset="1" stop-color="${shade('#2f77b0', L)}"/></linearGradient>`,
  );
  parts.push(`<rect width="${W}" height="${f(horizon + 40)}" fill="url(#s)"/>`);

  if (sky.sun) {
    const sx = 80 + r() * (W - 160);
    const sy = 40 + r() * (horizon - 90);
    parts.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(48 + r() * 20)}" fill="${sky.sun}" opacity=".35"/>`);
    parts.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(22 + r() * 10)}" fill="${sky.sun}"/>`);
  }
  const clouds = 2 + Math.floor(r() * 4);
  for (let c = 0; c < clouds; c++) {
    const cx = r() * W;
    const cy = 25 + r() * (horizon - 80);
    const s = 20 + r() * 30;
    let g = '';
    for (let k = 0; k < 4; k++) {
      g += `<ellipse cx="${f(cx + (k - 1.5) * s * 0.8)}" cy="${f(cy - (k % 2) * s * 0.35)}" rx="${f(s * (0.8 + r() * 0.4))}" ry="${f(s * 0.5)}"/>`;
    }
    parts.push(`<g fill="#fff" opacity="${f(0.6 + r() * 0.3)}">${g}</g>`);
  }

  parts.push(hillPath(r, horizon - 10, 60 + r() * 50, sky.hills[0]));
  parts.push(hillPath(r, horizon + 4, 30 + r() * 25, sky.hills[1]));
  // The rough: everything below the horizon.
  parts.push(`<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="url(#g)"/>`);

  // Distant tree line along the horizon.
  const darkTree = shade('#2f5a2a', L);
  const lightTree = shade('#4f7f3a', L);
  for (let x = -10; x < W + 10; x += 10 + r() * 18) {
    if (r() < 0.25) continue;
    const s = 10 + r() * 10;
    parts.push(`<ellipse cx="${f(x)}" cy="${f(horizon + 2 - s * 0.4)}" rx="${f(s * 0.7)}" ry="${f(s)}" fill="${r() < 0.5 ? darkTree : lightTree}"/>`);
  }

  // The fairway: wide at the bottom, narrowing towards the green, bending with `bend`.
  const bl = 120 + r() * 120;
  const br = W - 120 - r() * 120;
  const hw = 30 + r() * 20;
  const midY = (H + greenY) / 2;
  const fairway =
    `M${f(bl)} ${H}C${f(bl + bend * 60)} ${f(midY)} ${f(greenX - hw * 2 - bend * 40)} ${f(greenY + 40)} ${f(greenX - hw)} ${f(greenY + 6)}` +
    `L${f(greenX + hw)} ${f(greenY + 6)}C${f(greenX + hw * 2 - bend * 40)} ${f(greenY + 40)} ${f(br + bend * 60)} ${f(midY)} ${f(br)} ${H}Z`;
  defs.push(`<clipPath id="c"><path d="${fairway}"/></clipPath>`);
  parts.push(`<path d="${fairway}" fill="${shade('#86c35a', L)}"/>`);
  // Mowing stripes, getting thinner towards the horizon.
  let stripes = '';
  let y = greenY;
  let band = 0;
  while (y < H) {
    const h = 6 + ((y - greenY) / (H - greenY)) * 40;
    if (band % 2) stripes += `<rect y="${f(y)}" width="${W}" height="${f(h)}"/>`;
    y += h;
    band++;
  }
  parts.push(`<g clip-path="url(#c)" fill="${shade('#9bd26c', L)}">${stripes}</g>`);

  // Water on one side, sometimes.
  let water = '';
  if (r() < 0.5) {
    const side = r() < 0.5 ? -1 : 1;
    water = side < 0 ? 'left' : 'right';
    const wx = W / 2 + side * (230 + r() * 90);
    const wy = horizon + (H - horizon) * (0.45 + r() * 0.25);
    const s = (wy - horizon) / (H - horizon);
    parts.push(`<path d="${blob(r, wx, wy, 150 * s + 40, 34 * s + 10, 10, 0.2)}" fill="url(#w)"/>`);
    for (let k = 0; k < 3; k++) {
      const lx = wx - 60 * s + r() * 100 * s;
      const ly = wy - 10 * s + k * 9 * s;
      parts.push(`<path d="M${f(lx)} ${f(ly)}h${f(30 * s + 8)}" stroke="#e8f6ff" stroke-width="2" opacity=".6"/>`);
    }
  }

  // The green, its fringe and the flag.
  parts.push(`<ellipse cx="${f(greenX)}" cy="${f(greenY)}" rx="${f(hw * 1.9)}" ry="${f(12 + r() * 4)}" fill="${shade('#6fb54a', L)}"/>`);
  parts.push(`<ellipse cx="${f(greenX)}" cy="${f(greenY)}" rx="${f(hw * 1.55)}" ry="${f(9 + r() * 3)}" fill="${shade('#a6e07a', L)}"/>`);
  const fx = greenX + (r() - 0.5) * hw;
  parts.push(`<path d="M${f(fx)} ${f(greenY)}v-38" stroke="#f5f5f5" stroke-width="2"/>`);
  parts.push(`<path d="M${f(fx + 1)} ${f(greenY - 38)}l18 5-18 6Z" fill="${flagColor}"/>`);

  // Bunkers: near the green and along the fairway.
  const bunkers = 1 + Math.floor(r() * 3);
  for (let b = 0; b < bunkers; b++) {
    const near = b === 0;
    const by = near ? greenY + 8 + r() * 10 : greenY + 30 + r() * (H - greenY - 80);
    const s = (by - horizon) / (H - horizon);
    const side = r() < 0.5 ? -1 : 1;
    const t = (by - greenY) / (H - greenY);
    const edge = near ? hw * 1.9 : hw + t * ((br - bl) / 2 - hw);
    const bx = (near ? greenX : greenX + (W / 2 - greenX) * t) + side * (edge + 10 * s);
    parts.push(`<path d="${blob(r, bx, by, 60 * s + 10, 14 * s + 3, 8, 0.3)}" fill="${shade('#e9d8a6', L)}" stroke="${shade('#cdb983', L)}" stroke-width="1.5"/>`);
  }

  // Foreground trees framing the hole on one or both sides.
  const trees = [];
  const treeCount = 3 + Math.floor(r() * 6);
  for (let t = 0; t < treeCount; t++) {
    const side = r() < 0.5 ? -1 : 1;
    const ty = horizon + 20 + r() * (H - horizon);
    const s = (ty - horizon) / (H - horizon);
    const tx = side < 0 ? r() * (bl * 0.8) * s + 10 : W - 10 - r() * ((W - br) * 0.8) * s;
    trees.push([tx, ty, 20 + s * 70]);
  }
  trees.sort((a, b) => a[1] - b[1]);
  for (const [tx, ty, size] of trees) parts.push(tree(r, tx, ty, size, darkTree, lightTree));

  // The tee markers in the foreground.
  const teeX = W / 2 + (r() - 0.5) * 80;
  parts.push(`<circle cx="${f(teeX - 50)}" cy="${H - 18}" r="6" fill="${flagColor}" stroke="#333" stroke-width="1"/>`);
  parts.push(`<circle cx="${f(teeX + 50)}" cy="${H - 18}" r="6" fill="${flagColor}" stroke="#333" stroke-width="1"/>`);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>\n`;
  const scene = { sky: sky.name, bend: bend < -0.25 ? 'left' : bend > 0.25 ? 'right' : 'gentle', flag: flagName, bunkers, water: water || 'none' };
  return { svg, scene };
}

mkdirSync(outDir, { recursive: true });
const entries = [];
for (let i = 1; i <= COUNT; i++) {
  const { svg, scene } = draw(i);
  const name = `${String(i).padStart(2, '0')}.svg`;
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${name} is ${bytes} bytes, over the ${MAX_BYTES} byte budget`);
  writeFileSync(join(outDir, name), svg);
  entries.push({ src: `/images/courses/${name}`, scene });
}
writeFileSync(
  listFile,
  `// Written by scripts/course-images.mjs; run it again instead of editing this list.\n` +
    `/** What an illustration shows, said in the visitor's language by the carousel. */\n` +
    `export interface CourseScene {\n  sky: 'clear' | 'morning' | 'evening' | 'overcast' | 'summer';\n  bend: 'left' | 'right' | 'gentle';\n  flag: 'red' | 'yellow' | 'white' | 'blue';\n  bunkers: number;\n  water: 'left' | 'right' | 'none';\n}\n\n` +
    `export interface CourseImage {\n  src: string;\n  scene: CourseScene;\n}\n\n` +
    `export const courseImages: readonly CourseImage[] = ${JSON.stringify(entries, null, 2)};\n`,
);
console.log(`wrote ${COUNT} images to ${outDir} and ${listFile}`);
