// The RTDB connection state (`.info/connected`, a client-side path the SDK keeps up to date) and a
// stop signal, shared by the replications of one startSync.
import { onValue, ref, type Database } from 'firebase/database';
import { BehaviorSubject, Subject, filter, firstValueFrom, type Observable } from 'rxjs';
import { SyncStoppedError } from './errors.ts';

export class ConnectionState {
  private readonly online = new BehaviorSubject(false);
  private readonly reconnects = new Subject<void>();
  private readonly stopping = new BehaviorSubject(false);
  private readonly unsubscribe: () => void;

  constructor(db: Database) {
    // Nobody may be waiting when sync stops; the rejection is expected then.
    this.stopped.catch(() => undefined);
    this.unsubscribe = onValue(ref(db, '.info/connected'), (snap) => {
      const up = snap.val() === true;
      if (up === this.online.value) return;
      this.online.next(up);
      if (up) this.reconnects.next();
    });
  }

  get isOnline(): boolean {
    return this.online.value;
  }

  get online$(): Observable<boolean> {
    return this.online.asObservable();
  }

  /** Emits each time the connection comes up (including the first time). */
  get reconnected$(): Observable<void> {
    return this.reconnects.asObservable();
  }

  get isStopped(): boolean {
    return this.stopping.value;
  }

  /** Settles (rejects with SyncStoppedError) once stop() was called. */
  readonly stopped: Promise<never> = firstValueFrom(this.stopping.pipe(filter(Boolean))).then(() => {
    throw new SyncStoppedError();
  });

  /** Resolves with the operation's result, or rejects with SyncStoppedError if sync stops first. */
  unlessStopped<T>(operation: Promise<T>): Promise<T> {
    return Promise.race([operation, this.stopped]);
  }

  /** Resolves when the connection is up; rejects with SyncStoppedError if sync stops first. */
  waitOnline(): Promise<void> {
    if (this.isOnline) return Promise.resolve();
    return this.unlessStopped(firstValueFrom(this.online.pipe(filter(Boolean))).then(() => undefined));
  }

  /** Resolves at the next reconnection (used to cut a backoff wait short). */
  nextReconnect(): Promise<void> {
    return firstValueFrom(this.reconnects, { defaultValue: undefined });
  }

  stop(): void {
    this.unsubscribe();
    this.stopping.next(true);
    this.online.complete();
    this.reconnects.complete();
  }
}
