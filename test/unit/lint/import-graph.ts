// The import graph of src/ and its circles (docs/ARCHITECTURE.md, "Layers"): every import, re-export and
// dynamic `import()`, type-only ones too, read with TypeScript's own import scanner. A circle is a set of
// files each reachable from the others; the layer rule cannot see one inside a single part.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

/** Every .ts and .tsx file under `dir`, as paths relative to `root` with forward slashes. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The file of `files` a specifier names from `from` (relative, or `@/` for src), or null (a package, an asset). */
function resolve(from: string, spec: string, files: ReadonlySet<string>): string | null {
  let target: string;
  if (spec.startsWith('@/')) target = path.posix.join('src', spec.slice(2));
  else if (spec.startsWith('.')) target = path.posix.join(path.posix.dirname(from), spec);
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** file -> the files it imports, for `sources` (path -> text). */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.map((f) => resolve(file, f.fileName, files)).filter((t): t is string => t !== null && t !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of `graph`: each a list of the files in it, sorted (Tarjan's strongly connected components). */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** The circles among the files of `dir` (relative to `root`) as they are on disk. */
export function circlesIn(root: string, dir: string): string[][] {
  const sources = new Map(sourceFiles(root, dir).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
  return importCircles(importGraph(sources));
}
