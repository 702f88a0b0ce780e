// Several tabs of one golfer's database on one phone (two tabs, or the installed app and a tab): only
// the leader tab replicates (engine.ts), so only it knows what waits for the server. It tells the other
// tabs over a BroadcastChannel: its status (pending count, refusals, last sync) as it changes, and the
// answer to "is everything pushed?" (awaitPushed) asked from another tab. A tab that does not lead shows
// the leader's words; its own connection state stays its own (the same phone, the same network).
// docs/ARCHITECTURE.md, "What the phone does to keep the round".
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import type { SyncStatus } from './types.ts';

type Message =
  | { type: 'status'; status: SyncStatus }
  | { type: 'ask' }
  | { type: 'await'; id: string; timeoutMs: number }
  | { type: 'awaited'; id: string; pushed: boolean };

export interface TabShare {
  /** The status to show in this tab: its own while it leads, else the leader's with its own `online`. */
  status$: Observable<SyncStatus>;
  /** While this tab does not lead: asks the leader whether every change is pushed (false on timeout). */
  askLeaderPushed(timeoutMs: number): Promise<boolean>;
  close(): void;
}

export interface TabShareOptions {
  /** The channel's name: one per local database. */
  name: string;
  own$: Observable<SyncStatus>;
  isLeader: () => boolean;
  /** Resolves once this tab leads (never, if it never does). */
  leadership: Promise<unknown>;
  /** The leader's own answer to an `await` from another tab. */
  awaitPushed: (timeoutMs: number) => Promise<boolean>;
}

let asked = 0;

export function shareAcrossTabs(options: TabShareOptions): TabShare {
  const { isLeader } = options;
  const channel = new BroadcastChannel(options.name);
  const leaderStatus = new BehaviorSubject<SyncStatus | null>(null);
  const leading = new BehaviorSubject(isLeader());
  const answers = new Map<string, (pushed: boolean) => void>();
  let own: SyncStatus | null = null;
  let closed = false;

  const post = (message: Message) => {
    if (!closed) channel.postMessage(message);
  };

  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.type === 'status') {
      if (!isLeader()) leaderStatus.next(message.status);
    } else if (message.type === 'ask') {
      if (isLeader() && own) post({ type: 'status', status: own });
    } else if (message.type === 'await') {
      if (isLeader()) void options.awaitPushed(message.timeoutMs).then((pushed) => post({ type: 'awaited', id: message.id, pushed }));
    } else {
      answers.get(message.id)?.(message.pushed);
    }
  };

  const ownSub = options.own$.subscribe((status) => {
    own = status;
    if (isLeader()) post({ type: 'status', status });
  });
  void options.leadership.then(() => {
    if (closed) return;
    leading.next(true);
    if (own) post({ type: 'status', status: own });
  });
  // A tab that opens after the leader learns its status at once.
  if (!isLeader()) post({ type: 'ask' });

  const status$ = combineLatest([options.own$, leaderStatus, leading]).pipe(
    map(([mine, theirs, lead]) => (lead || theirs === null ? mine : { ...theirs, online: mine.online })),
  );

  return {
    status$,
    askLeaderPushed(timeoutMs) {
      asked += 1;
      const id = `${Date.now().toString(36)}-${asked}-${Math.random().toString(36).slice(2)}`;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => finish(false), timeoutMs);
        const finish = (pushed: boolean) => {
          clearTimeout(timer);
          answers.delete(id);
          resolve(pushed);
        };
        answers.set(id, finish);
        post({ type: 'await', id, timeoutMs });
      });
    },
    close() {
      closed = true;
      ownSub.unsubscribe();
      answers.forEach((finish) => finish(false));
      leaderStatus.complete();
      leading.complete();
      channel.close();
    },
  };
}
