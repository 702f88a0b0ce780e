// @vitest-environment happy-dom
// A public page's prerendered copy (docs/ARCHITECTURE.md, "Speed on a phone"): index.html's inline
// script shows the copy of the visitor's path, language and theme, inert and hidden from assistive
// technology, with <html lang>; none for a golfer remembered on the phone; the app removes it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { removePrerenderedCopy } from '../../../src/app/prerendered.ts';
import { browserLanguages } from '../../support/browser-languages.ts';

// A path, not a URL: the test DOM has a URL class of its own.
const indexHtml = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');
const chooser = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes('data-prerendered'));

const copies = ['en', 'es']
  .flatMap((language) => ['light', 'dark'].map((theme) => `<template data-prerendered="/login" data-language="${language}" data-theme="${theme}"><h1>${language} ${theme}</h1></template>`))
  .join('');

function loadPage(path: string, theme = 'light'): void {
  window.history.replaceState(null, '', path);
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.lang = 'en';
  document.body.innerHTML = `${copies}<div id="root"></div>`;
  if (!chooser) throw new Error('index.html has no prerendered-page script');
  new Function(chooser)();
}

const shown = () => document.getElementById('prerendered');
let undoLanguages: (() => void) | undefined;

afterEach(() => {
  undoLanguages?.();
  undoLanguages = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("index.html's prerendered page", () => {
  it('shows the copy of the path, the browser language and the theme, inert, before #root', () => {
    undoLanguages = browserLanguages(['es-MX', 'en-US']);
    loadPage('/login', 'dark');
    const copy = shown();
    expect(copy?.textContent).toBe('es dark');
    expect(copy?.nextElementSibling?.id).toBe('root');
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(copy?.inert).toBe(true);
    expect(document.documentElement.lang).toBe('es-MX');
  });

  it("follows the golfer's stored language over the browser's, and English when the browser speaks neither", () => {
    undoLanguages = browserLanguages(['fr-FR']);
    loadPage('/login');
    expect(shown()?.textContent).toBe('en light');
    expect(document.documentElement.lang).toBe('en-GB');
    localStorage.setItem('handicap-down.language', 'es');
    loadPage('/login');
    expect(shown()?.textContent).toBe('es light');
    expect(document.documentElement.lang).toBe('es-ES');
  });

  it('shows nothing on another path or for a golfer remembered on the phone', () => {
    loadPage('/dashboard');
    expect(shown()).toBeNull();
    localStorage.setItem('hd-signed-in', JSON.stringify({ uid: 'u1', email: 'a@example.org' }));
    loadPage('/login');
    expect(shown()).toBeNull();
  });

  it("is removed by the app: by its page, or by the shell on another path than the copy's", () => {
    loadPage('/login');
    removePrerenderedCopy('/login');
    expect(shown()).not.toBeNull();
    removePrerenderedCopy('/dashboard');
    expect(shown()).toBeNull();
    loadPage('/login');
    removePrerenderedCopy();
    expect(shown()).toBeNull();
  });

  it('is removed only once its stylesheets have loaded: the live page needs them too', async () => {
    loadPage('/login');
    const copy = shown();
    // index.html's script keeps a copy out of sight while its stylesheets load.
    copy?.style.setProperty('visibility', 'hidden');
    removePrerenderedCopy();
    removePrerenderedCopy();
    expect(shown()).not.toBeNull();
    copy?.style.setProperty('visibility', '');
    await expect.poll(() => shown()).toBeNull();
  });
});
