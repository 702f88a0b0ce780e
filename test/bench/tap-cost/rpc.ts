// Calls between the tap-cost bench and its Node phones (worker.ts).
import { Worker } from 'node:worker_threads';

export type Method = 'open' | 'tap' | 'stored' | 'pushed' | 'usage' | 'stop';
export interface Call {
  id: number;
  method: Method;
  args: unknown[];
}
export type Answer = { id: number; result: unknown } | { id: number; error: string };

/** A worker thread running worker.ts, called like an object. */
export class WorkerPhone {
  private readonly worker: Worker;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  constructor() {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    this.worker.on('message', (answer: Answer) => {
      const w = this.waiting.get(answer.id);
      if (!w) return;
      this.waiting.delete(answer.id);
      if ('error' in answer) w.reject(new Error(answer.error));
      else w.resolve(answer.result);
    });
    this.worker.on('error', (err: Error) => {
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    });
  }

  call<T>(method: Method, ...args: unknown[]): Promise<T> {
    const id = ++this.next;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, method, args } satisfies Call);
    });
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}
