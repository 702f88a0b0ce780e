import type { DirectoryEntry } from '../../admin/admin-directory.ts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** Golfers whose name or e-mail contains every word of `query` (case and accents ignored). */
export function searchDirectory(entries: readonly DirectoryEntry[], query: string): DirectoryEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const text = fold(`${e.firstName} ${e.lastName} ${e.email}`);
    return words.every((w) => text.includes(w));
  });
}
