// A trace of what the service workers and the pages of a context did, for a test of an update to print
// when it fails: each worker version's state (from DevTools' ServiceWorker domain), each page's loads,
// navigations and console lines, and the registration as a page sees it. A failing update test then
// says whether the new worker never activated, the page never reloaded, or it reloaded into the old release.
import type { BrowserContext, Page, Request } from 'playwright-core';

interface WorkerVersion {
  versionId: string;
  scriptURL: string;
  status: string;
  runningStatus: string;
  controlledClients?: string[];
}

export interface SwTrace {
  /** Follows a page's loads, navigations and console lines under `label`. */
  follow(page: Page, label: string): void;
  /** Adds the page's view of its registration (active, waiting, installing, controller, build, visibility). */
  snapshot(page: Page, label: string): Promise<void>;
  /** Everything recorded, a line each, with milliseconds since the trace started. */
  text(): string;
}

export async function traceServiceWorkers(context: BrowserContext, page: Page): Promise<SwTrace> {
  const started = Date.now();
  const lines: string[] = [];
  const add = (line: string) => lines.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
  const cdp = await context.newCDPSession(page);
  cdp.on('ServiceWorker.workerVersionUpdated', (event: { versions: WorkerVersion[] }) => {
    for (const v of event.versions) {
      add(`worker v${v.versionId} ${v.status} ${v.runningStatus} controls ${v.controlledClients?.length ?? 0} (${new URL(v.scriptURL).pathname})`);
    }
  });
  cdp.on('ServiceWorker.workerErrorReported', (event: unknown) => add(`worker error ${JSON.stringify(event)}`));
  await cdp.send('ServiceWorker.enable');
  // Requests under way (an old worker still answering one holds back the new worker's activation).
  const pending = new Map<Request, string>();
  return {
    follow(target, label) {
      target.on('request', (request) => pending.set(request, `${label} ${request.method()} ${request.url()}`));
      target.on('requestfinished', (request) => pending.delete(request));
      target.on('requestfailed', (request) => {
        pending.delete(request);
        add(`${label} request failed ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
      target.on('load', () => add(`${label} load ${target.url()}`));
      target.on('framenavigated', (frame) => {
        if (frame === target.mainFrame()) add(`${label} navigated ${frame.url()}`);
      });
      target.on('console', (message) => add(`${label} console.${message.type()} ${message.text().slice(0, 300)}`));
      target.on('pageerror', (error) => add(`${label} page error ${error.message}`));
    },
    async snapshot(target, label) {
      const seen = await target
        .evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return {
            active: reg?.active?.state ?? null,
            waiting: reg?.waiting?.state ?? null,
            installing: reg?.installing?.state ?? null,
            controller: navigator.serviceWorker.controller?.state ?? null,
            build: document.querySelector('meta[name="app-build"]')?.getAttribute('content') ?? 'first',
            visibility: document.visibilityState,
            readyState: document.readyState,
          };
        })
        .catch((error: unknown) => String(error));
      add(`${label} sees ${JSON.stringify(seen)}`);
      for (const request of pending.values()) add(`  under way: ${request}`);
    },
    text: () => lines.join('\n'),
  };
}
