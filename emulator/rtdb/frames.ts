// WebSocket framing of the RTDB protocol (realtime/WebSocketConnection.ts): a message longer than
// 16,384 characters travels as a frame count followed by that many chunks; "0" is a keep-alive.

export const MAX_FRAME_CHARS = 16384;

/** Splits one serialised message into the frames to send. */
export function toFrames(message: string): string[] {
  if (message.length <= MAX_FRAME_CHARS) return [message];
  const frames = [String(Math.ceil(message.length / MAX_FRAME_CHARS))];
  for (let i = 0; i < message.length; i += MAX_FRAME_CHARS) frames.push(message.slice(i, i + MAX_FRAME_CHARS));
  return frames;
}

export type Reassembled =
  | { kind: 'message'; text: string }
  | { kind: 'too_big'; head: string }
  | { kind: 'bad_count'; message: string }
  | { kind: 'none' };

/** Joins incoming frames into messages, refusing (but still consuming) those over `maxChars`. */
export class FrameAssembler {
  private expected = 0;
  private parts: string[] = [];
  private size = 0;
  private head = '';
  private oversized = false;

  /**
   * The largest frame count accepted. A message within the size limit takes at most
   * ceil(maxChars / 16,384) frames (the SDK fills every frame but the last); twice that still lets an
   * oversized message be read to its end and answered too_big, while an absurd count is refused at once.
   */
  private readonly maxFrames: number;

  constructor(private readonly maxChars: number) {
    this.maxFrames = 2 * Math.max(1, Math.ceil(maxChars / MAX_FRAME_CHARS));
  }

  push(frame: string): Reassembled {
    if (this.expected === 0) {
      if (frame === '0') return { kind: 'none' };
      if (frame.length <= 6 && /^\d+$/.test(frame)) {
        const count = Number(frame);
        // Refused outright: waiting for 999,999 frames would swallow every later request.
        if (count > this.maxFrames)
          return { kind: 'bad_count', message: `frame count ${count} exceeds the limit of ${this.maxFrames} frames (messages are at most ${this.maxChars} characters)` };
        if (count >= 1) {
          this.expected = count;
          this.parts = [];
          this.size = 0;
          this.head = '';
          this.oversized = false;
          return { kind: 'none' };
        }
      }
      if (frame.length > this.maxChars) return { kind: 'too_big', head: frame.slice(0, 64) };
      return { kind: 'message', text: frame };
    }
    if (this.size === 0) this.head = frame.slice(0, 64);
    this.size += frame.length;
    if (this.size > this.maxChars) this.oversized = true;
    if (!this.oversized) this.parts.push(frame);
    this.expected--;
    if (this.expected > 0) return { kind: 'none' };
    const parts = this.parts;
    this.parts = [];
    if (this.oversized) {
      return { kind: 'too_big', head: this.head };
    }
    return { kind: 'message', text: parts.join('') };
  }
}

/** The request number at the start of a refused message, so that the refusal can answer it. */
export function requestNumberOf(head: string): number | null {
  const m = /^\{"t":"d","d":\{"r":(\d+)/.exec(head);
  return m ? Number(m[1]) : null;
}
