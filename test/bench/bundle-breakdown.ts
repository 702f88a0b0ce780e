// What a page's JavaScript is made of: each loaded chunk's bytes attributed to the packages and source
// folders they came from, read from the build's own sourcemaps (vite.config.ts builds with
// `sourcemap: true`). Gzip sizes of a part are estimates: the chunk's gzip size shared out in
// proportion to the part's minified bytes.
import { readFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ChunkBreakdown {
  file: string;
  raw: number;
  gzip: number;
  /** Estimated gzip bytes per part ("react-dom", "@firebase/auth", "src/sync"), largest first. */
  parts: [string, number][];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source index and generated column of every segment of each generated line (VLQ "mappings"). */
function decodeMappings(mappings: string): { column: number; source: number }[][] {
  const lines: { column: number; source: number }[][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: { column: number; source: number }[] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length > 1) {
        source += values[1] ?? 0;
        segments.push({ column, source });
      } else {
        segments.push({ column, source: -1 });
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** "node_modules/@firebase/auth/dist/x.js" -> "@firebase/auth"; "src/auth/auth.ts" -> "src/auth" (paths from the repository root). */
export function partOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = ''] = source.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const folders = source.split('/');
  if (folders[0] === 'src' && folders.length > 2) return `${folders[0]}/${folders[1]}`;
  return folders.length > 1 ? (folders[0] ?? source) : source;
}

/** One built chunk (a file of `assetsDir`) and the parts its bytes came from. */
export async function chunkBreakdown(assetsDir: string, file: string): Promise<ChunkBreakdown> {
  const code = await readFile(join(assetsDir, file), 'utf8');
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code).length;
  const bytes = new Map<string, number>();
  const add = (part: string, n: number) => bytes.set(part, (bytes.get(part) ?? 0) + n);
  let map: { sources: string[]; mappings: string } | null = null;
  try {
    map = JSON.parse(await readFile(join(assetsDir, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  } catch {
    map = null;
  }
  if (!map) {
    add('(no sourcemap)', raw);
  } else {
    const lines = code.split('\n');
    const decoded = decodeMappings(map.mappings);
    lines.forEach((line, i) => {
      const segments = decoded[i] ?? [];
      // Code before the first segment and between segments without a source is the bundler's own glue.
      add('(bundler)', Math.min(segments[0]?.column ?? line.length, line.length) + 1);
      segments.forEach((segment, s) => {
        const end = Math.min(segments[s + 1]?.column ?? line.length, line.length);
        const source = segment.source >= 0 ? map.sources[segment.source] : undefined;
        const part = source === undefined ? '(bundler)' : partOf(relative(repoRoot, resolve(assetsDir, source)));
        add(part, Math.max(0, end - segment.column));
      });
    });
  }
  const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  const parts = [...bytes.entries()]
    .map(([part, n]): [string, number] => [part, (n / total) * gzip])
    .sort((a, b) => b[1] - a[1]);
  return { file, raw, gzip, parts };
}

/** The chunks behind the script URLs a page loaded (only files of this build's `assets/`). */
export async function pageBreakdown(distDir: string, scriptUrls: string[]): Promise<ChunkBreakdown[]> {
  const files = [...new Set(scriptUrls.map((url) => new URL(url).pathname).filter((p) => p.startsWith('/assets/')).map((p) => basename(p)))];
  const chunks = await Promise.all(files.map((file) => chunkBreakdown(join(distDir, 'assets'), file)));
  return chunks.sort((a, b) => b.gzip - a.gzip);
}

/** The parts of all of a page's chunks together, largest first. */
export function partTotals(chunks: ChunkBreakdown[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const chunk of chunks) for (const [part, n] of chunk.parts) totals.set(part, (totals.get(part) ?? 0) + n);
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
