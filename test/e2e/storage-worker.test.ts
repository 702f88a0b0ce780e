// The local database's storage runs in the storage worker, off the page's main thread
// (docs/ARCHITECTURE.md, "The storage worker"): a signed-in golfer's IndexedDB databases exist and hold
// what the sync pulled, the page lists the worker, and the page itself never opened any of them.
import { describe, expect, it } from 'vitest';
import { userDatabaseName } from '../../src/data/db-name.ts';
import { announceTo, createUser, seed, SERVER_TIMESTAMP, signInThroughUi } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';

const app = appInBrowser();

/** Runs in the page before its own scripts: records the name of every IndexedDB database the page opens. */
function recordPageOpens(): void {
  const opened: string[] = [];
  (window as unknown as { pageOpenedDatabases: string[] }).pageOpenedDatabases = opened;
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
    opened.push(name);
    return open.call(this, name, version);
  };
}

describe('the storage worker', () => {
  it("keeps the golfer's database: the worker opens it, the page does not", async () => {
    const golfer = await createUser({ firstName: 'Wilhelmina', lastName: 'Worker-Storage' });
    const cardId = `worker-card-${golfer.uid.slice(0, 8).toLowerCase()}-${Date.now().toString(36)}`;
    await seed(`scoreCards/${cardId}`, { ...roundCard(cardId, golfer.uid, 'Storage Hills'), updatedAt: SERVER_TIMESTAMP });
    await announceTo([golfer.uid], 'scoreCards', cardId);

    const desktop = await app.newContext('desktop');
    await desktop.addInitScript(recordPageOpens);
    const page = await desktop.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    // The pulled card shows: it went through the storage.
    await page.goto(app.url(`/score-cards/${cardId}`));
    await page.getByRole('heading', { name: /Storage Hills/, level: 1 }).waitFor({ timeout: 30_000 });

    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(expect.stringMatching(/^\/assets\/storage\.worker-[\w-]+\.js$/));
    const prefix = `rxdb-dexie-${userDatabaseName(golfer.uid)}--`;
    const stored = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
    const golfersDatabases = stored.filter((name) => name.startsWith(prefix));
    expect(golfersDatabases).toContainEqual(expect.stringMatching(/--scorecards$/));
    const openedByPage = await page.evaluate(() => (window as unknown as { pageOpenedDatabases: string[] }).pageOpenedDatabases);
    expect(openedByPage.filter((name) => name.startsWith('rxdb-'))).toEqual([]);
    await desktop.close();
  });
});
