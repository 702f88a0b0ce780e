// The key the course list is sorted by (the `nameSort` field): IndexedDB compares strings by code
// unit, which would put "Zandvoort" before "alcanada" and "Évian" after "zoo". Folding case and
// accents gives the order a golfer expects while still being served by an index.
import { coursesSchema } from '../../schemas/courses.ts';

const MAX = coursesSchema.properties.nameSort.maxLength;

export function courseNameSortKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX);
}
