// The page a Chromium phone of the tap-cost bench loads (built by Vite in production mode, as the app
// is): one device (../device.ts) on the browser's IndexedDB, driven through `window.tapCost`. Its
// main-thread time is read by the bench through the DevTools protocol; its IndexedDB writes are
// counted here.
import { openDevice, type DeviceInit, type TapCostDevice } from '../device.ts';

// Every write request a store takes (Dexie's bulk writes issue one per document).
let idbWrites = 0;
for (const method of ['put', 'add', 'delete', 'clear'] as const) {
  const proto = IDBObjectStore.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = proto[method];
  if (!original) continue;
  proto[method] = function (this: unknown, ...args: unknown[]) {
    idbWrites++;
    return original.apply(this, args);
  };
}

let device: TapCostDevice | null = null;
const need = () => {
  if (!device) throw new Error('no device open');
  return device;
};

const api = {
  async open(init: DeviceInit): Promise<null> {
    device = await openDevice(init, {});
    return null;
  },
  tap: (cardId: string, hole: number) => need().tap(cardId, hole),
  stored: (cardId: string, hole: number, value: number, timeoutMs: number) => need().stored(cardId, hole, value, timeoutMs),
  pushed: (ms: number) => need().pushed(ms),
  usage: () => ({ idbWrites }),
  async stop(): Promise<null> {
    await device?.stop();
    device = null;
    return null;
  },
};

export type TapCostPageApi = typeof api;

declare global {
  interface Window {
    tapCost: TapCostPageApi;
  }
}
window.tapCost = api;
