// New document ids in the shape of RTDB `push()` keys (8 characters of time, 12 random), so ids
// created offline sort by creation time and are valid RTDB keys, without src/data importing firebase.
const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

export function newId(now: number = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 8; i++) {
    time = ALPHABET.charAt(t % 64) + time;
    t = Math.floor(t / 64);
  }
  const random = new Uint8Array(12);
  crypto.getRandomValues(random);
  let rest = '';
  for (const b of random) rest += ALPHABET.charAt(b % 64);
  return time + rest;
}
