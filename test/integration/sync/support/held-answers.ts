// Holds the server's answers to chosen writes (a test of an app that stops while a write it sent is on
// the server and its answer is not yet on the phone). The write itself is applied at once, as the
// server does; only the answer waits.
import { Connection } from '../../../../emulator/rtdb/connection.ts';

interface WriteBody {
  p?: unknown;
  d?: Record<string, unknown>;
}
type Dispatch = (this: Connection, action: unknown, body: WriteBody) => unknown;

/**
 * From now on, the answers to multi-path updates (`update()`) whose body `matches` wait; returns the
 * function that sends them and stops holding.
 */
export function heldAnswers(matches: (body: WriteBody) => boolean): () => void {
  // `dispatch` is the connection's private request handler: the one place that sees a request and
  // returns its answer (emulator/rtdb/connection.ts).
  const proto = Connection.prototype as unknown as { dispatch: Dispatch };
  const original = proto.dispatch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  proto.dispatch = function (action, body) {
    const answer = original.call(this, action, body);
    if (action !== 'm' || !matches(body)) return answer;
    return released.then(() => answer);
  };
  return () => {
    proto.dispatch = original;
    release();
  };
}
