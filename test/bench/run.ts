// `npm run bench`: runs every bench module in turn and prints its figures.
// A bench module exports `bench(): Promise<BenchFigure[]>`; figures are printed, never asserted.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure } from './figure.ts';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { bench: () => Promise<BenchFigure[]> };
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  try {
    for (const f of await mod.bench()) {
      console.log(`  ${f.name.padEnd(64)} ${String(f.value).padStart(12)} ${f.unit}${f.note ? `  (${f.note})` : ''}`);
    }
  } catch (err) {
    console.log(`  failed: ${err instanceof Error ? err.stack : String(err)}`);
    process.exitCode = 1;
  }
}
