// Shot marks attacked over REST against the real server and database.rules.json: every case of
// test/unit/rules/shot-marks-cases.ts sent with the golfer's own ID token (an attack is answered 401 and
// changes nothing; a legitimate write is stored with the server's time), and a read of a card's whole
// subtree that must not carry the marks along.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRtdbServer, type RtdbServer } from '../../../emulator/rtdb/index.ts';
import { projectRules } from '../../support/backend.ts';
import type { RuleCase } from '../../unit/rules/cases.ts';
import { EARLIER } from '../../unit/rules/fixtures.ts';
import { SHOT_MARKS_CASES, shotMarksSeed } from '../../unit/rules/shot-marks-cases.ts';
import { restCall } from './hostile-support.ts';

let server: RtdbServer;

beforeAll(async () => {
  server = await startRtdbServer({ port: 0, rules: projectRules(), log: () => {} });
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.setData('/', shotMarksSeed());
});

const METHOD: Record<RuleCase['op'], string> = { get: 'GET', set: 'PUT', update: 'PATCH', remove: 'DELETE' };

function send(c: RuleCase) {
  const body = c.op === 'set' || c.op === 'update' ? JSON.stringify(c.value) : undefined;
  return restCall(server.url, METHOD[c.op], `/${c.path}.json`, { as: c.as ?? undefined, body });
}

describe('shot marks over REST, with the golfer’s own token', () => {
  it.each(SHOT_MARKS_CASES.map((c) => [c.allowed ? 'allows' : 'denies', c.name, c] as const))('%s: %s', async (_verdict, _name, c) => {
    const before = server.getData('shotMarks');
    const answer = await send(c);
    if (!c.allowed) {
      expect(answer.status, answer.text).toBe(401);
      expect(server.getData('shotMarks')).toEqual(before);
      return;
    }
    expect(answer.status, answer.text).toBe(200);
    if (c.op === 'update' && c.path.startsWith('shotMarks/')) {
      expect(server.getData(`${c.path}/updatedAt`) as number).toBeGreaterThan(EARLIER);
    }
  });

  it('a golfer who reads the card gets none of the marks with it', async () => {
    const card = await restCall(server.url, 'GET', '/scoreCards/sc3.json', { as: 'dave' });
    expect(card.status).toBe(200);
    expect(card.text).not.toMatch(/latitude":56\.345/);
    const root = await restCall(server.url, 'GET', '/.json', { as: 'dave' });
    expect(root.status).toBe(401);
  });
});
