// The RTDB connection state (`.info/connected`, a client-side path the SDK keeps up to date), the
// server's clock (`.info/serverTimeOffset`, from the connection's handshake) and a stop signal, shared
// by the replications of one startSync.
import { onValue, ref, type Database } from 'firebase/database';
import { BehaviorSubject, Subject, filter, firstValueFrom, type Observable } from 'rxjs';
import { setServerTimeOffset, stampNow } from '../../data/clock.ts';
import { SyncStoppedError } from './errors.ts';

export class ConnectionState {
  private readonly online = new BehaviorSubject(false);
  private readonly reconnects = new Subject<void>();
  private readonly stopping = new BehaviorSubject(false);
  private readonly unsubscribe: () => void;
  private readonly unsubscribeOffset: () => void;
  /** The SDK's latest offset: 0 until a handshake, so it counts only from a connection on. */
  private offset: number | null = null;

  constructor(db: Database) {
    // Nobody may be waiting when sync stops; the rejection is expected then.
    this.stopped.catch(() => undefined);
    this.unsubscribe = onValue(ref(db, '.info/connected'), (snap) => {
      const up = snap.val() === true;
      if (up === this.online.value) return;
      if (up) this.applyOffset();
      this.online.next(up);
      if (up) this.reconnects.next();
    });
    // The server's clock minus this device's, learnt at each handshake (before `.info/connected`).
    this.unsubscribeOffset = onValue(ref(db, '.info/serverTimeOffset'), (snap) => {
      const offset: unknown = snap.val();
      if (typeof offset !== 'number' || !Number.isFinite(offset)) return;
      this.offset = offset;
      if (this.online.value) this.applyOffset();
    });
  }

  /** The app stamps its card writes from the server-corrected clock (data/clock.ts; docs/ARCHITECTURE.md,
   * "Sync", client times). Before the first connection the offset remembered on the device holds. */
  private applyOffset(): void {
    if (this.offset !== null) setServerTimeOffset(this.offset);
  }

  /** The server's clock as this device estimates it (epoch ms). */
  serverNow(): number {
    return stampNow();
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
    this.unsubscribeOffset();
    this.stopping.next(true);
    this.online.complete();
    this.reconnects.complete();
  }
}
