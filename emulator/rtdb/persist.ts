// Keeps the tree on disk so that an acknowledged write survives a crash (kill -9, power loss):
//  - FILE holds a snapshot, plain JSON (a file written by hand is a valid snapshot);
//  - FILE.log holds the writes since, one JSON line each: `[[path, value], ...]` with the values the
//    write stored (server values already resolved), so replaying the lines in order rebuilds the tree.
// A write is acknowledged only after its line is fsynced. Writes that arrive together share one
// write and one fsync (group commit): while an fsync is in flight the next lines wait in a buffer and
// go out together. When the log passes `compactBytes` (and on close) it is folded into a new snapshot:
// a temporary file is written and fsynced, renamed over FILE, the directory fsynced, then the log is
// emptied. Replaying a log over a snapshot that already contains it gives the same tree (each line
// sets whole values at paths), so a crash at any step loses nothing; a leftover temporary file or
// a torn last line (never acknowledged) is dropped when the store opens.
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { mutateIn, type Json } from './tree.ts';
import { normalizeValue } from './validate.ts';

export interface LoggedChange {
  path: readonly string[];
  value: Json;
}

/** Fold the log into the snapshot once it is this large (bytes). */
const DEFAULT_COMPACT_BYTES = 8 * 1024 * 1024;

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

export class DataFileStore {
  private log: FileHandle | null = null;
  private logBytes = 0;
  private buffer: string[] = [];
  private waiters: Waiter[] = [];
  private draining: Promise<void> | null = null;
  private current: () => Json = () => null;

  constructor(
    readonly file: string,
    private readonly compactBytes = DEFAULT_COMPACT_BYTES,
  ) {}

  get logFile(): string {
    return `${this.file}.log`;
  }

  get tmpFile(): string {
    return `${this.file}.tmp`;
  }

  /**
   * Loads the snapshot and replays the log over it, folds them into a new snapshot, and opens the log.
   * `current` gives the tree to write at the next compaction (the database's live root).
   */
  async open(current: () => Json): Promise<Json> {
    this.current = current;
    mkdirSync(dirname(this.file), { recursive: true });
    // A temporary file is only ever a compaction that did not finish: the data file and log are whole.
    rmSync(this.tmpFile, { force: true });
    let root = this.readSnapshot();
    const replayed = this.replay(root);
    root = replayed.root;
    if (replayed.lines > 0 || replayed.torn) this.writeSnapshot(root);
    this.log = await open(this.logFile, 'a');
    ftruncateSync(this.log.fd, 0);
    this.logBytes = 0;
    return root;
  }

  private readSnapshot(): Json {
    if (!existsSync(this.file)) return null;
    const text = readFileSync(this.file, 'utf8');
    if (text.trim() === '') return null;
    return normalizeValue(JSON.parse(text), 0);
  }

  private replay(start: Json): { root: Json; lines: number; torn: boolean } {
    if (!existsSync(this.logFile)) return { root: start, lines: 0, torn: false };
    const text = readFileSync(this.logFile, 'utf8');
    const lines = text.split('\n');
    // The piece after the last newline is a write that was cut short, so never acknowledged.
    const torn = (lines.pop() ?? '') !== '';
    let root = start;
    let count = 0;
    for (const line of lines) {
      if (line === '') continue;
      let changes: unknown;
      try {
        changes = JSON.parse(line);
      } catch {
        // Only the last line can be cut short; anything after a broken line was never acknowledged.
        return { root, lines: count, torn: true };
      }
      if (!Array.isArray(changes)) throw new Error(`${this.logFile}: line ${count + 1} is not a list of changes`);
      for (const change of changes) {
        const [path, value] = Array.isArray(change) ? (change as unknown[]) : [];
        if (!Array.isArray(path) || !path.every((k): k is string => typeof k === 'string'))
          throw new Error(`${this.logFile}: line ${count + 1} has a change without a path`);
        root = mutateIn(root, path, normalizeValue(value, path.length));
      }
      count++;
    }
    return { root, lines: count, torn };
  }

  /** Resolves once the changes are on disk; rejects if they could not be written. */
  append(changes: readonly LoggedChange[]): Promise<void> {
    if (!this.log) return Promise.reject(new Error('the data file store is not open'));
    this.buffer.push(JSON.stringify(changes.map((c) => [c.path, c.value])) + '\n');
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    // Callers that do not wait (seeding, onDisconnect writes) must not leave an unhandled rejection.
    done.catch(() => undefined);
    // setImmediate runs after the I/O callbacks of this turn: every write that arrived with this
    // one joins the same fsync.
    if (!this.draining) this.draining = new Promise((resolve) => setImmediate(() => void this.drain().then(resolve)));
    return done;
  }

  private async drain(): Promise<void> {
    while (this.buffer.length > 0 && this.log) {
      const data = this.buffer.join('');
      const waiters = this.waiters;
      this.buffer = [];
      this.waiters = [];
      try {
        await this.log.appendFile(data);
        await this.log.datasync();
        this.logBytes += Buffer.byteLength(data);
        for (const w of waiters) w.resolve();
      } catch (err) {
        for (const w of waiters) w.reject(err);
      }
    }
    // Nothing is buffered now and this runs synchronously, so the snapshot matches the log exactly.
    if (this.log && this.logBytes >= this.compactBytes) {
      try {
        this.compact();
      } catch {
        // The log still holds every write (nothing is lost); folding it is tried again after the next write.
      }
    }
    this.draining = null;
  }

  /** Writes the live tree as the snapshot and empties the log. */
  private compact() {
    this.writeSnapshot(this.current());
    if (this.log) {
      ftruncateSync(this.log.fd, 0);
      fsyncSync(this.log.fd);
    }
    this.logBytes = 0;
  }

  private writeSnapshot(root: Json) {
    const fd = openSync(this.tmpFile, 'w');
    try {
      writeSync(fd, JSON.stringify(root));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(this.tmpFile, this.file);
    syncDirectory(dirname(this.file));
  }

  /** Waits for the buffered writes, folds the log into the snapshot and closes the log (removing it). */
  async close(): Promise<void> {
    while (this.draining) await this.draining;
    if (!this.log) return;
    this.compact();
    await this.log.close();
    this.log = null;
    rmSync(this.logFile, { force: true });
  }
}

/** Makes a rename durable. Some systems cannot fsync a directory; the rename is then as durable as they allow. */
function syncDirectory(dir: string) {
  let fd: number | null = null;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported here (e.g. Windows).
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
