// `dataFile`: the tree is kept in a JSON snapshot plus a write log, and loaded again on start.
import { get, ref, set, update } from 'firebase/database';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from './clients.ts';

const dir = mkdtempSync(join(tmpdir(), 'rtdb-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('persistence', () => {
  it('saves writes to the file and reloads them in a new server', async () => {
    const file = join(dir, 'nested', 'rtdb.json');
    const first = await harness({ dataFile: file });
    const c = await first.client();
    await set(ref(c.db, 'courses/c1'), { name: 'Old Course', holes: 18 });
    await update(ref(c.db), { 'courses/c2/name': 'New Course' });
    await first.stop();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ courses: { c1: { name: 'Old Course', holes: 18 }, c2: { name: 'New Course' } } });
    expect(existsSync(`${file}.tmp`)).toBe(false);
    expect(existsSync(`${file}.log`)).toBe(false);

    const second = await harness({ dataFile: file });
    const d = await second.client();
    expect((await get(ref(d.db, 'courses/c1/name'))).val()).toBe('Old Course');
    await second.stop();
  });

  it('has a write on disk by the time it is acknowledged, without waiting for stop', async () => {
    const file = join(dir, 'live.json');
    const h = await harness({ dataFile: file });
    const c = await h.client();
    await set(ref(c.db, 'scores/a'), 71);
    const put = await fetch(`${h.server.url}/scores/b.json`, { method: 'PUT', body: '72' });
    expect(put.status).toBe(200);
    // What is on disk now, as a crash would leave it, opened by another server.
    const copy = join(dir, 'live-copy.json');
    if (existsSync(file)) copyFileSync(file, copy);
    copyFileSync(`${file}.log`, `${copy}.log`);
    const reader = await harness({ dataFile: copy });
    expect(reader.server.getData('scores')).toEqual({ a: 71, b: 72 });
    await reader.stop();
    await h.stop();
  });

  it('keeps __proto__, constructor and prototype keys as data across a restart', async () => {
    const file = join(dir, 'proto.json');
    const raw = '{"__proto__":{"a":1},"constructor":{"b":2},"prototype":3}';
    const first = await harness({ dataFile: file });
    expect((await fetch(`${first.server.url}/lab.json`, { method: 'PUT', body: raw })).status).toBe(200);
    await first.stop();
    const second = await harness({ dataFile: file });
    expect(await (await fetch(`${second.server.url}/lab.json`)).text()).toBe(raw);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
    await second.stop();
  });

  it('starts from a file written by hand (arrays and all)', async () => {
    const file = join(dir, 'seed.json');
    writeFileSync(file, JSON.stringify({ tees: [{ name: 'white' }, { name: 'yellow' }] }));
    const h = await harness({ dataFile: file });
    expect(h.server.getData('tees/1/name')).toBe('yellow');
    await h.stop();
  });
});
