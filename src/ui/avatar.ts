// An avatar drawn from the e-mail alone (spec section 2: "avatar derived from the user's e-mail"),
// with no image download, so it shows offline and leaks the address to no third party.

export interface AvatarLook {
  initials: string;
  /** A CSS colour dark enough for white initials to read on it. */
  background: string;
}

/** FNV-1a, 32 bit: a stable spread of hues for similar addresses. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "jane.doe@club.golf" -> "JD", "tiger@x" -> "T", "" -> "?". */
export function initialsFromEmail(email: string | null | undefined): string {
  const local = (email ?? '').trim().split('@')[0] ?? '';
  const parts = local.split(/[._+-]+/).filter((p) => p !== '');
  const letters = parts.slice(0, 2).map((p) => [...p][0] ?? '');
  const initials = letters.join('').toUpperCase();
  return initials === '' ? '?' : initials;
}

export function avatarFromEmail(email: string | null | undefined): AvatarLook {
  const key = (email ?? '').trim().toLowerCase();
  const hue = hashString(key) % 360;
  // Lightness 30 % keeps white text above 4.5:1 contrast for every hue.
  return { initials: initialsFromEmail(email), background: `hsl(${hue} 55% 30%)` };
}
