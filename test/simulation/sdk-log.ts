// The firebase SDK's own log, kept as the last lines in memory: a stalled schedule (a request the
// server never answered, a listen never restored) shows in it as requests sent without their replies.
// Written out with a failure report by `npm run simulate`.
import { enableLogging } from 'firebase/database';

const KEPT_LINES = 4000;

export class SdkLog {
  private readonly lines: string[] = [];

  constructor() {
    enableLogging((message: string) => {
      this.lines.push(`${new Date().toISOString()} ${message}`);
      if (this.lines.length > KEPT_LINES * 2) this.lines.splice(0, this.lines.length - KEPT_LINES);
    });
  }

  /** The last lines logged, oldest first. */
  tail(): string[] {
    return this.lines.slice(-KEPT_LINES);
  }

  close(): void {
    enableLogging(false);
  }
}
