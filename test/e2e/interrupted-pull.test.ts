// A page that leaves just after its pull stored a card, before RxDB recorded the card's server state
// (docs/ARCHITECTURE.md, "Interrupted pulls"): the golfer's reload, a tab the phone discards.
// Opened again, the app must take the scores entered since, not keep the card as it first came.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceTo, createUser, seed, SERVER_TIMESTAMP, signInThroughUi } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';

const app = appInBrowser();

/**
 * Runs in the page before its own scripts. Once armed (sessionStorage), the first write of RxDB's
 * records of score cards' server states (IndexedDB databases `rx-replication-meta-…`, rows with
 * `isCheckpoint: '0'` holding a card's `holes`) aborts its transaction, so none of it reaches the
 * disk, and the page leaves at once: what a reload at that moment leaves behind.
 */
function leaveWhenCardRecordsAreWritten(): void {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    const row = value as { isCheckpoint?: string; docData?: { holes?: unknown } } | null;
    const isCardRecord = row?.isCheckpoint === '0' && row.docData?.holes !== undefined;
    if (isCardRecord && this.transaction.db.name.includes('rx-replication-meta') && sessionStorage.getItem('hd-test-leave') === 'armed') {
      sessionStorage.setItem('hd-test-leave', 'left');
      this.transaction.abort();
      location.replace('about:blank');
      throw new DOMException('the page is leaving', 'AbortError');
    }
    return put.call(this, value, key);
  };
}

async function strokes(page: Page): Promise<string> {
  const totals = page.getByRole('definition').filter({ has: page.locator('xpath=preceding-sibling::dt[1][.="Strokes"]') });
  return (await totals.first().textContent()) ?? '';
}

describe('a page that leaves while its pull is being stored', () => {
  it('opened again, the card shows the scores entered since, and nothing waits to be sent', async () => {
    const golfer = await createUser({ firstName: 'Bernardette', lastName: 'Okonkwo-Villanueva' });
    const cardId = `left-card-${golfer.uid.slice(0, 8).toLowerCase()}-${Date.now().toString(36)}`;
    const card = roundCard(cardId, golfer.uid, 'Royal Sant Cugat');
    await seed(`scoreCards/${cardId}`, { ...card, updatedAt: SERVER_TIMESTAMP });
    await announceTo([golfer.uid], 'scoreCards', cardId);

    const desktop = await app.newContext('desktop');
    await desktop.addInitScript(leaveWhenCardRecordsAreWritten);
    const page = await desktop.newPage();
    await page.goto(app.url('/login'));
    await page.evaluate(() => sessionStorage.setItem('hd-test-leave', 'armed'));
    await signInThroughUi(page, golfer, app.server.url);
    await page.waitForURL('about:blank', { timeout: 30_000 });

    // Meanwhile the golfer's marker enters three holes on the card.
    const scored = { ...card, holes: card.holes.map((h, i) => (i < 3 ? { ...h, shotCount: 5, puttCount: 2, modifiedAt: Date.now() } : h)), shotCount: 15 };
    await seed(`scoreCards/${cardId}`, { ...scored, updatedAt: SERVER_TIMESTAMP });
    await announceTo([golfer.uid], 'scoreCards', cardId);

    await page.goto(app.url(`/score-cards/${cardId}`));
    await page.getByRole('heading', { name: /Royal Sant Cugat/, level: 1 }).waitFor({ timeout: 30_000 });
    await expect.poll(() => strokes(page), { timeout: 30_000 }).toBe('15');
    expect(await page.evaluate(() => sessionStorage.getItem('hd-test-leave'))).toBe('left');
    await expect.poll(() => page.locator('.sync-indicator').getAttribute('title'), { timeout: 30_000 }).toMatch(/All changes synced/);
    await desktop.close();
  });
});
