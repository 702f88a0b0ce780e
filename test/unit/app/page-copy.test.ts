// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// The dashboard's copy (docs/ARCHITECTURE.md, "Speed on a phone"): the app keeps the page as shown,
// without the parts that go stale (the sync state, notices) and with its style attributes as data; and
// index.html's inline script shows it at the next start, its links working and its buttons' taps kept
// for the live page (src/app/copy-taps.ts), only for the golfer it belongs to, on its path, in their language and for the release that made it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageCopy, keepPageCopy, type PageCopy } from '../../../src/app/page-copy.ts';
import { replayCopyTapOnceRemoved } from '../../../src/app/copy-taps.ts';
import { removePrerenderedCopy } from '../../../src/app/prerendered.ts';
import { browserLanguages } from '../../support/browser-languages.ts';

const indexHtml = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');
const chooser = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes('hd-page-copy'));
const RELEASE = '/assets/index-abc123.js';
const GOLFER = { uid: 'u1', email: 'noor@example.org' };

/** The page as the app shows it: the entry script and stylesheets in <head>, the app in #root. */
function showApp(path: string, main = '<h1>Dashboard</h1><dl><dt>Rounds</dt><dd>12</dd></dl>'): void {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<script type="module" src="${RELEASE}"></script><link rel="stylesheet" href="/assets/index-1.css"><link rel="stylesheet" href="/assets/dashboard-2.css">`;
  document.body.innerHTML = `<div id="root"><header><span class="sync-indicator" data-copy-omit="">•</span><span class="avatar" style="background: rgb(120, 40, 140);">N</span></header>
    <div class="merge-notices" role="alert" data-copy-omit=""><p>A notice</p></div>
    <main>${main}</main></div>`;
}

/** A new start of `path` as index.html's inline script sees it. */
function start(path: string, release = RELEASE): void {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<script type="module" src="${release}"></script><link rel="stylesheet" href="/assets/index-1.css">`;
  document.body.innerHTML = '<div id="root"></div>';
  if (!chooser) throw new Error("index.html's inline script does not show a kept page");
  new Function(chooser)();
}

const shown = () => document.getElementById('prerendered');
/** The copy as index.html's inline script reads it. */
const keptPageCopy = (): PageCopy | null => JSON.parse(localStorage.getItem('hd-page-copy') ?? 'null') as PageCopy | null;
let undoLanguages: (() => void) | undefined;

beforeEach(() => {
  // Only a build keeps a copy (the development server's styles are no stylesheets to link).
  vi.stubEnv('PROD', true);
  localStorage.setItem('hd-signed-in', JSON.stringify(GOLFER));
});

afterEach(() => {
  vi.unstubAllEnvs();
  undoLanguages?.();
  undoLanguages = undefined;
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('keeping the copy', () => {
  it('keeps the page without the parts marked to omit, its style attributes as data, with its stylesheets', () => {
    undoLanguages = browserLanguages(['en-US']);
    showApp('/dashboard');
    keepPageCopy(GOLFER.uid, '/dashboard');
    const copy = keptPageCopy() as PageCopy;
    expect(copy).toMatchObject({ uid: 'u1', path: '/dashboard', language: 'en', release: RELEASE, stylesheets: ['/assets/index-1.css', '/assets/dashboard-2.css'] });
    expect(copy.html).toContain('<h1>Dashboard</h1>');
    expect(copy.html).not.toContain('sync-indicator');
    expect(copy.html).not.toContain('A notice');
    expect(copy.html).not.toContain(' style=');
    expect(copy.html).toContain('data-copy-style="background: rgb(120, 40, 140);"');
  });

  it('keeps nothing from another page than its own, nor from a development server', () => {
    showApp('/statistics');
    keepPageCopy(GOLFER.uid, '/dashboard');
    expect(keptPageCopy()).toBeNull();
    vi.stubEnv('PROD', false);
    showApp('/dashboard');
    keepPageCopy(GOLFER.uid, '/dashboard');
    expect(keptPageCopy()).toBeNull();
  });

  it('is forgotten', () => {
    showApp('/dashboard');
    keepPageCopy(GOLFER.uid, '/dashboard');
    forgetPageCopy();
    expect(keptPageCopy()).toBeNull();
  });
});

describe("index.html's inline script", () => {
  function kept(): void {
    undoLanguages = browserLanguages(['en-US']);
    showApp('/dashboard');
    keepPageCopy(GOLFER.uid, '/dashboard');
  }

  it('shows the kept page before #root, taking taps, styled as kept', () => {
    kept();
    // The stylesheet is still on its way (happy-dom would answer a link at once).
    const notYet = vi.spyOn(window.HTMLLinkElement.prototype, 'dispatchEvent').mockImplementation(() => true);
    start('/dashboard');
    notYet.mockRestore();
    const copy = shown();
    expect(copy?.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(copy?.querySelector('dd')?.textContent).toBe('12');
    expect(copy?.nextElementSibling?.id).toBe('root');
    // Its links are links and its buttons' taps are kept for the live page (copy-taps.ts).
    expect(copy?.getAttribute('aria-hidden')).toBeNull();
    expect(copy?.inert).toBe(false);
    expect(copy?.querySelector<HTMLElement>('.avatar')?.style.background).toBe('rgb(120, 40, 140)');
    expect(document.documentElement.lang).toBe('en-US');
    // The page's own stylesheet is linked once more; the entry's is there already. The copy stays out of
    // sight until that stylesheet has loaded, so it is never painted unstyled and then moved.
    const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    expect(sheets).toEqual(['/assets/index-1.css', '/assets/dashboard-2.css']);
    expect(copy?.style.visibility).toBe('hidden');
    document.querySelector('link[href="/assets/dashboard-2.css"]')?.dispatchEvent(new Event('load'));
    expect(copy?.style.visibility).toBe('');
    // The app removes it as it does a public page's copy.
    removePrerenderedCopy();
    expect(shown()).toBeNull();
  });

  it('shows nothing for another golfer, on another path, for another release or in another language', () => {
    kept();
    start('/statistics');
    expect(shown()).toBeNull();
    start('/dashboard', '/assets/index-def456.js');
    expect(shown()).toBeNull();
    localStorage.setItem('handicap-down.language', 'es');
    start('/dashboard');
    expect(shown()).toBeNull();
    localStorage.removeItem('handicap-down.language');
    localStorage.setItem('hd-signed-in', JSON.stringify({ uid: 'u2', email: 'ana@example.org' }));
    start('/dashboard');
    expect(shown()).toBeNull();
    // Signed out: nobody is remembered, and the public page's copy (none here) would show instead.
    localStorage.removeItem('hd-signed-in');
    start('/dashboard');
    expect(shown()).toBeNull();
  });

  it('shows nothing when what is stored is not a copy', () => {
    localStorage.setItem('hd-page-copy', '{"uid":"u1","path":"/dashboard"}');
    start('/dashboard');
    expect(shown()).toBeNull();
    localStorage.setItem('hd-page-copy', 'not json');
    start('/dashboard');
    expect(shown()).toBeNull();
  });
});

describe('a tap on the copy', () => {
  /** Two invitations with the same button text, told apart by their place; a link to the statistics. */
  const page = '<h1>Dashboard</h1><a href="/statistics">Statistics</a><button type="button">Accept</button><button type="button">Accept</button>';

  /** The copy of `page` shown at a new start. */
  function copyShown(): HTMLElement {
    undoLanguages = browserLanguages(['en-US']);
    showApp('/dashboard', page);
    keepPageCopy(GOLFER.uid, '/dashboard');
    start('/dashboard');
    const copy = shown();
    if (!copy) throw new Error('no copy shown');
    return copy;
  }

  /** The live page rendered into #root, noting which of its buttons is clicked. */
  function livePage(): string[] {
    const clicked: string[] = [];
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    root.innerHTML = page;
    root.querySelectorAll('button').forEach((button, i) => button.addEventListener('click', () => clicked.push(`${button.textContent} ${i}`)));
    return clicked;
  }

  it('on a button is replayed on the same button of the live page once it replaces the copy', async () => {
    const copy = copyShown();
    // The dashboard watches its copy from its first commit.
    replayCopyTapOnceRemoved();
    const second = copy.querySelectorAll('button')[1];
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    second?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    const clicked = livePage();
    removePrerenderedCopy();
    await waitFor(() => expect(clicked).toEqual(['Accept 1']));
  });

  it('on a link is left to the browser, which opens its page', () => {
    const copy = copyShown();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    copy.querySelector('a')?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(copy.hasAttribute('data-tap')).toBe(false);
  });

  it('is dropped when the page the copy stands for went first (the app shows another)', async () => {
    const copy = copyShown();
    const stopWatching = replayCopyTapOnceRemoved();
    copy.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const clicked = livePage();
    stopWatching();
    removePrerenderedCopy('/statistics');
    expect(shown()).toBeNull();
    // A tap replayed would come in a task after the removal.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicked).toEqual([]);
  });
});
