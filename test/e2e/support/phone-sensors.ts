// A phone's screen and GPS as a page sees them, for the tests and the bench of what the phone does to
// keep a round (docs/ARCHITECTURE.md, "What the phone does to keep the round"):
// - visibility: headless Chromium's pages are always visible; `setVisibility(page, 'hidden')` makes
//   `document.visibilityState` say hidden and fires `visibilitychange`, as a phone does when the golfer
//   switches app or locks the screen.
// - the Screen Wake Lock API, as a phone's browser behaves: a lock is granted only to a visible page and
//   released by the browser when the page is hidden. `wakeLocks(page)` says how many are held and asked.
// - geolocation: the real API (context.setGeolocation moves the phone), counted: position requests
//   (watchPosition, getCurrentPosition), watches active, fixes delivered to the app.
//
//   await installPhoneSensors(context, { wakeLock: 'supported' });   // before the page loads
//   await setVisibility(page, 'hidden');
//   (await wakeLocks(page)).held / (await gpsCounts(page)).activeWatches
import type { BrowserContext, Page } from 'playwright-core';

export interface WakeLockCounts {
  /** Locks the app holds now (granted, not released). */
  held: number;
  /** `navigator.wakeLock.request` calls. */
  requests: number;
}

export interface GpsCounts {
  watchPositionCalls: number;
  getCurrentPositionCalls: number;
  /** Watches started and not cleared. */
  activeWatches: number;
  /** Positions handed to the app's callbacks. */
  fixesDelivered: number;
}

interface SensorState {
  visibility: DocumentVisibilityState;
  setVisibility(state: DocumentVisibilityState): void;
  wake: WakeLockCounts;
  gps: GpsCounts;
}

declare global {
  interface Window {
    __hdSensors?: SensorState;
  }
}

/**
 * tsx (the bench) compiles with esbuild's keepNames, which wraps named inner functions in `__name`;
 * the page function below is serialised into the page, where that helper does not exist.
 */
const NAME_HELPER = 'globalThis.__name ??= (fn) => fn;';

/** Runs in the page before the app (addInitScript). Self-contained: it is serialised. */
function sensors(options: { wakeLock: 'supported' | 'unsupported' }): void {
  const state: SensorState = {
    visibility: 'visible',
    setVisibility: () => undefined,
    wake: { held: 0, requests: 0 },
    gps: { watchPositionCalls: 0, getCurrentPositionCalls: 0, activeWatches: 0, fixesDelivered: 0 },
  };
  window.__hdSensors = state;

  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => state.visibility });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state.visibility === 'hidden' });

  // The Screen Wake Lock API as a phone's browser implements it.
  const sentinels = new Set<EventTarget & { released: boolean }>();
  const releaseOne = (s: EventTarget & { released: boolean }) => {
    if (s.released) return;
    s.released = true;
    sentinels.delete(s);
    state.wake.held = sentinels.size;
    s.dispatchEvent(new Event('release'));
  };
  if (options.wakeLock === 'unsupported') {
    Reflect.deleteProperty(Navigator.prototype, 'wakeLock');
  } else {
    const wakeLock = {
      request(type: string) {
        state.wake.requests += 1;
        if (type !== 'screen') return Promise.reject(new TypeError(`Unknown wake lock type ${type}`));
        if (state.visibility !== 'visible') return Promise.reject(new DOMException('The page is not visible', 'NotAllowedError'));
        const sentinel = Object.assign(new EventTarget(), {
          released: false,
          type: 'screen',
          onrelease: null,
          release: () => {
            releaseOne(sentinel);
            return Promise.resolve();
          },
        });
        sentinels.add(sentinel);
        state.wake.held = sentinels.size;
        return Promise.resolve(sentinel);
      },
    };
    Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => wakeLock });
  }

  state.setVisibility = (next) => {
    if (next === state.visibility) return;
    state.visibility = next;
    // The browser releases every screen lock of a page that is hidden.
    if (next === 'hidden') [...sentinels].forEach(releaseOne);
    document.dispatchEvent(new Event('visibilitychange'));
  };

  // Geolocation, counted around the real API.
  const geo = navigator.geolocation;
  const watch = geo.watchPosition.bind(geo);
  const current = geo.getCurrentPosition.bind(geo);
  const clear = geo.clearWatch.bind(geo);
  const active = new Set<number>();
  geo.watchPosition = (success, error, opts) => {
    state.gps.watchPositionCalls += 1;
    const id = watch(
      (pos) => {
        state.gps.fixesDelivered += 1;
        success(pos);
      },
      error,
      opts,
    );
    active.add(id);
    state.gps.activeWatches = active.size;
    return id;
  };
  geo.getCurrentPosition = (success, error, opts) => {
    state.gps.getCurrentPositionCalls += 1;
    current(
      (pos) => {
        state.gps.fixesDelivered += 1;
        success(pos);
      },
      error,
      opts,
    );
  };
  geo.clearWatch = (id) => {
    active.delete(id);
    state.gps.activeWatches = active.size;
    clear(id);
  };
}

/** Installs the phone's sensors in every page of the context (call before its pages load the app). */
export async function installPhoneSensors(context: BrowserContext, options: { wakeLock: 'supported' | 'unsupported' } = { wakeLock: 'supported' }): Promise<void> {
  await context.addInitScript(NAME_HELPER);
  await context.addInitScript(sensors, options);
}

/** The golfer switches to another app or locks the phone ('hidden'), or comes back ('visible'). */
export async function setVisibility(page: Page, visibility: DocumentVisibilityState): Promise<void> {
  await page.evaluate((v) => window.__hdSensors?.setVisibility(v), visibility);
}

function read(page: Page) {
  return page.evaluate(() => {
    const s = window.__hdSensors;
    if (!s) throw new Error('installPhoneSensors() was not called for this page');
    return { wake: { ...s.wake }, gps: { ...s.gps } };
  });
}

export const wakeLocks = async (page: Page): Promise<WakeLockCounts> => (await read(page)).wake;
export const gpsCounts = async (page: Page): Promise<GpsCounts> => (await read(page)).gps;
