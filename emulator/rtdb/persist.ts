// Saves the tree to a JSON file: debounced, written to a temporary file and renamed over the old one,
// so a crash never leaves half a file. Reloaded on start.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Json } from './tree.ts';
import { normalizeValue } from './validate.ts';

export class JsonFileStore {
  private timer: NodeJS.Timeout | null = null;
  private pending: Json | undefined;

  constructor(
    readonly file: string,
    private readonly delayMs = 100,
  ) {}

  load(): Json {
    if (!existsSync(this.file)) return null;
    const text = readFileSync(this.file, 'utf8');
    if (text.trim() === '') return null;
    return normalizeValue(JSON.parse(text), 0);
  }

  save(root: Json) {
    this.pending = root;
    if (!this.timer) this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending === undefined) return;
    const root = this.pending;
    this.pending = undefined;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(root));
    renameSync(tmp, this.file);
  }
}
