// Regenerates database.rules.json (at the repository root, or the file given as argument).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rulesFileText } from './database-rules.ts';

const target = process.argv[2] ?? fileURLToPath(new URL('../../database.rules.json', import.meta.url));
writeFileSync(target, rulesFileText());
console.log(`wrote ${target}`);
