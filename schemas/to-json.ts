// Writes each collection's schema as `<collection>.json` into the directory given as argument
// (or prints them all as one JSON object when none is given), for tools that cannot import TypeScript.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionSchemas } from './index.ts';

const dir = process.argv[2];
if (dir) {
  mkdirSync(dir, { recursive: true });
  for (const [name, schema] of Object.entries(collectionSchemas)) {
    writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(schema, null, 2)}\n`);
  }
} else {
  console.log(JSON.stringify(collectionSchemas, null, 2));
}
