// `npm run bench`: runs every bench module in turn and prints its figures, each with its target when it
// has one. `npm run bench -- play statistics` runs only the modules whose names contain those words;
// `--desktop` takes the figures on this machine's CPU and network instead of the phone profile
// (phone-profile.ts). Figures are printed, never asserted.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { targetVerdict, type BenchFigure } from './figure.ts';
import { benchProfile, describeProfile } from './phone-profile.ts';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

console.log(`Profile: ${benchProfile()} (${describeProfile()})`);
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { bench: () => Promise<BenchFigure[]> };
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  try {
    for (const f of await mod.bench()) {
      const verdict = targetVerdict(f);
      console.log(`  ${f.name.padEnd(64)} ${String(f.value).padStart(12)} ${f.unit}${verdict ? `  [${verdict}]` : ''}${f.note ? `  (${f.note})` : ''}`);
    }
  } catch (err) {
    console.log(`  failed: ${err instanceof Error ? err.stack : String(err)}`);
    process.exitCode = 1;
  }
}
// Done once every module has printed: a timer a module's clients leave behind (the firebase SDK's, after
// its app is deleted) must not keep the run from ending.
process.exit();
