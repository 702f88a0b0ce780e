// A Node phone of the tap-cost bench: one device (device.ts) per worker thread, on its own fake
// IndexedDB, so that its main-thread CPU (`process.threadCpuUsage()`) and its IndexedDB writes are its
// own. Driven by tap-cost.bench.ts through calls (rpc.ts).
import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { parentPort } from 'node:worker_threads';
import { openDevice, type DeviceInit, type TapCostDevice } from './device.ts';
import type { Call, Answer } from './rpc.ts';

if (!parentPort) throw new Error('the tap-cost worker runs in a worker thread');
const port = parentPort;

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

async function run(call: Call): Promise<unknown> {
  switch (call.method) {
    case 'open':
      device = await openDevice(call.args[0] as DeviceInit, { indexedDB: new IDBFactory(), IDBKeyRange });
      return null;
    case 'tap':
      return need().tap(call.args[0] as string, call.args[1] as number);
    case 'stored':
      return need().stored(call.args[0] as string, call.args[1] as number, call.args[2] as number, call.args[3] as number);
    case 'pushed':
      return need().pushed(call.args[0] as number);
    case 'usage': {
      const cpu = process.threadCpuUsage();
      return { cpuMs: (cpu.user + cpu.system) / 1000, idbWrites };
    }
    case 'stop':
      await device?.stop();
      device = null;
      return null;
  }
}

port.on('message', (call: Call) => {
  run(call).then(
    (result) => port.postMessage({ id: call.id, result } satisfies Answer),
    (err: unknown) => port.postMessage({ id: call.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies Answer),
  );
});
