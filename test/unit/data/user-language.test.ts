// The golfer's language choice kept with their private data (docs/ARCHITECTURE.md, "Languages"): stored,
// changed, and removed for "As the browser", leaving the rest of userData as it was.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDisplayStyle, type GolfDatabase } from '../../../src/data/index.ts';
import { setLanguage } from '../../../src/data/writes/user-language.ts';
import { dispose, freshDatabase } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dispose(db));

describe('setLanguage', () => {
  it('stores the choice, changes it and removes it, keeping the other fields', async () => {
    expect((await setLanguage(db, 'u1', 'es')).language).toBe('es');
    await setDisplayStyle(db, 'u1', 'Geometry Shapes');
    expect(await setLanguage(db, 'u1', 'en')).toMatchObject({ language: 'en', displayStyle: 'Geometry Shapes' });
    const browser = await setLanguage(db, 'u1', undefined);
    expect('language' in browser).toBe(false);
    expect(browser.displayStyle).toBe('Geometry Shapes');
  });
});
