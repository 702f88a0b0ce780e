// The course list's search: every word typed must appear in the name, ignoring case and accents
// ("evian" finds "Évian Resort"), the same folding the list is sorted by.
import { courseNameSortKey } from '@/data/course-name.ts';

export function matchesSearch(name: string, query: string): boolean {
  const words = courseNameSortKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const key = courseNameSortKey(name);
  return words.every((w) => key.includes(w));
}
