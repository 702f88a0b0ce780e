// A simulated phone's localStorage: it outlives the page (a stop and a start of the phone keep it), and
// a page that is stopped writes nothing more to it, as a page that has gone cannot (docs/ARCHITECTURE.md,
// "Convergence simulation"). The tap journal keeps its entries here.

/** What the phone's browser keeps between its pages. */
export class KeptStorage {
  readonly items = new Map<string, string>();

  /** The Storage one page sees: from `stopped.now` on, its writes are dropped. */
  forPage(stopped: { now: boolean }): Storage {
    const items = this.items;
    return {
      get length() {
        return items.size;
      },
      clear: () => {
        if (!stopped.now) items.clear();
      },
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => {
        if (!stopped.now) items.delete(key);
      },
      setItem: (key, value) => {
        if (!stopped.now) items.set(key, String(value));
      },
    };
  }
}
