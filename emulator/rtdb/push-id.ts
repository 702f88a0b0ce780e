// Push ids as the SDK makes them (core/util/NextPushId.ts): 8 characters of time, 12 of randomness,
// increasing within one millisecond, so they sort by creation time.
import { randomInt } from 'node:crypto';

const CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
let lastTime = 0;
const lastRandom: number[] = [];

export function nextPushId(now = Date.now()): string {
  const duplicate = now === lastTime;
  lastTime = now;
  let t = now;
  const time: string[] = [];
  for (let i = 7; i >= 0; i--) {
    time[i] = CHARS.charAt(t % 64);
    t = Math.floor(t / 64);
  }
  if (!duplicate) {
    for (let i = 0; i < 12; i++) lastRandom[i] = randomInt(64);
  } else {
    let i = 11;
    for (; i >= 0 && lastRandom[i] === 63; i--) lastRandom[i] = 0;
    if (i >= 0) lastRandom[i] = (lastRandom[i] ?? 0) + 1;
  }
  return time.join('') + lastRandom.map((n) => CHARS.charAt(n)).join('');
}
