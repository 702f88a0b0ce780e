// No import circle in src/ (docs/ARCHITECTURE.md, "Layers"), type-only imports and dynamic import()
// included: a circle means two files each know the other, so neither can be read, moved or loaded alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circlesIn, importCircles, importGraph } from './import-graph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('import circles', () => {
  it('finds a circle of type-only imports, a dynamic import and the @/ alias (planted files)', () => {
    const sources = new Map([
      ['src/ui/Button.tsx', "const Dialog = lazy(() => import('./Dialog.tsx'));\n"],
      ['src/ui/Dialog.tsx', "import type { ButtonProps } from './Button.tsx';\n"],
      ['src/sync/context.ts', "import type { Source } from '@/sync/pull.ts';\n"],
      ['src/sync/pull.ts', "export type { Context } from './context';\n"],
      ['src/sync/engine.ts', "import { pull } from './pull.ts';\nimport { ref } from 'firebase/database';\nimport './engine.css';\n"],
    ]);
    expect(importCircles(importGraph(sources))).toEqual([
      ['src/ui/Button.tsx', 'src/ui/Dialog.tsx'],
      ['src/sync/context.ts', 'src/sync/pull.ts'],
    ]);
  });

  it('finds a longer circle once, and none in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCircles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('has none in src/', () => {
    expect(circlesIn(root, 'src')).toEqual([]);
  });
});
