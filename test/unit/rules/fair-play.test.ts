// Cheating from the inside against the real database.rules.json, in memory: the fair-play case table
// (fair-play-cases.ts), and what only an in-memory engine can try (a token without an e-mail address).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORTED_COURSE_ID_PREFIX } from '../../../schemas/rules/database-rules.ts';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { importedCourseId } from '../../../src/domain/course-import/map-course.ts';
import { decide, normalize, setAt } from './apply.ts';
import { FAIR_PLAY_CASES, fairPlaySeed } from './fair-play-cases.ts';
import { EARLIER, pushed, userData } from './fixtures.ts';

const engine = loadRules(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const NOW = EARLIER + 60_000;
const root = normalize(fairPlaySeed(), EARLIER) as Json;

describe('fair play inside a match or tournament', () => {
  it('tries every attack beside the legitimate action', () => {
    expect(FAIR_PLAY_CASES.some((c) => c.allowed)).toBe(true);
    expect(FAIR_PLAY_CASES.some((c) => !c.allowed)).toBe(true);
  });

  it.each(FAIR_PLAY_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const decision = decide(engine, root, c, NOW);
    expect(decision.allowed, decision.allowed ? 'allowed' : decision.reason).toBe(c.allowed);
  });

  it('an account without an e-mail address (phone only) stores none', () => {
    const phone = { uid: 'carol', provider: 'phone', token: { phone_number: '+34600000000' } };
    const write = (doc: object) =>
      engine.canWrite({ paths: [['userData', 'carol']], root, newRoot: setAt(root, ['userData', 'carol'], normalize(pushed(doc as ReturnType<typeof userData>), NOW)), auth: phone, now: NOW })
        .allowed;
    const { email: _email, ...withoutEmail } = userData('carol');
    expect(write(withoutEmail)).toBe(true);
    expect(write(userData('carol', { email: 'carol@example.com' }))).toBe(false);
  });

  it('reserves the ids the golf course API import gives its courses', () => {
    expect(importedCourseId(2002).startsWith(IMPORTED_COURSE_ID_PREFIX)).toBe(true);
  });
});
