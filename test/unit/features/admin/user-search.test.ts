import { describe, expect, it } from 'vitest';
import { searchDirectory } from '../../../../src/features/admin/user-search.ts';
import type { DirectoryEntry } from '../../../../src/admin/admin-directory.ts';

function entry(uid: string, firstName: string, lastName: string, email: string): DirectoryEntry {
  return { uid, firstName, lastName, email, isAdmin: false, handicapIndex: null, profileHandicap: 36, rounds: 0, lastRound: null };
}

const all = [entry('a', 'José', 'Núñez', 'jose@example.com'), entry('b', 'Ann', 'Smith', 'ann@club.org'), entry('c', '', '', 'anon@example.com')];

describe('searchDirectory', () => {
  it('finds by first or last name, e-mail, case and accents ignored', () => {
    expect(searchDirectory(all, 'nunez').map((e) => e.uid)).toEqual(['a']);
    expect(searchDirectory(all, 'JOSE').map((e) => e.uid)).toEqual(['a']);
    expect(searchDirectory(all, 'club.org').map((e) => e.uid)).toEqual(['b']);
  });

  it('needs every word to match, and lists everyone for an empty query', () => {
    expect(searchDirectory(all, 'ann smith').map((e) => e.uid)).toEqual(['b']);
    expect(searchDirectory(all, 'ann jones')).toEqual([]);
    expect(searchDirectory(all, '  ').map((e) => e.uid)).toEqual(['a', 'b', 'c']);
  });
});
