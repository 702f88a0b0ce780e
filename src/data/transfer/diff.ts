// The field paths where two documents differ, in the notation the validation messages use
// (`holes[2].shotCount`), so the preview can say what an import would change.
import { ajvFieldPath } from '../validation-errors.ts';
import { isRecord } from '../../domain/is-record.ts';

function walk(a: unknown, b: unknown, pointer: string, out: string[]): void {
  if (Object.is(a, b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], `${pointer}/${i}`, out);
    return;
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) walk(a[k], b[k], `${pointer}/${k}`, out);
    return;
  }
  out.push(ajvFieldPath(pointer));
}

/** Paths of the fields that differ between `before` and `after` (empty when they are equal). */
export function changedPaths(before: unknown, after: unknown): string[] {
  const out: string[] = [];
  walk(before, after, '', out);
  return out;
}
