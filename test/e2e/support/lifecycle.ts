// The lifecycle most e2e files share: one served build and one browser for all the file's tests, and
// every context opened through it closed at the end. Kept out of index.ts because it registers Vitest
// hooks, and the benches import the harness outside Vitest.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newContext, type Device } from './browser.ts';
import { serveApp, type StaticServer } from './server.ts';

export interface AppInBrowser {
  readonly browser: Browser;
  readonly server: StaticServer;
  /** The served app's URL of `path`. */
  url(path: string): string;
  /** A fresh context (nobody signed in), closed after the file's tests. */
  newContext(device?: Device, options?: Parameters<typeof newContext>[2]): Promise<BrowserContext>;
}

/** Registers beforeAll/afterAll for the served app and the browser; call it at the top of a test file. */
export function appInBrowser(): AppInBrowser {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), serveApp()]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });

  const ready = () => {
    if (!browser || !server) throw new Error('appInBrowser(): used before its beforeAll ran');
    return { browser, server };
  };

  return {
    get browser() {
      return ready().browser;
    },
    get server() {
      return ready().server;
    },
    url: (path) => `${ready().server.url}${path}`,
    async newContext(device = 'desktop', options = {}) {
      const context = await newContext(ready().browser, device, options);
      contexts.push(context);
      return context;
    },
  };
}
