// An avatar derived from the user's e-mail (docs/PRODUCT.md, "2. Screens and routes", Layout): its colour
// from the address, its letter from the golfer's first name once the profile is known (the e-mail's initials
// until then). No image download, so it shows offline and leaks the address to no third party.

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

/** The first letter of the first name, upper case ("émilie" -> "É"), or null for no name. */
export function initialFromName(firstName: string | null | undefined): string | null {
  const letter = [...(firstName ?? '').trim()][0];
  return letter === undefined ? null : letter.toLocaleUpperCase();
}

export function avatarFromEmail(email: string | null | undefined, firstName?: string | null): AvatarLook {
  const key = (email ?? '').trim().toLowerCase();
  const hue = hashString(key) % 360;
  // Lightness 30 % keeps white text above 4.5:1 contrast for every hue.
  return { initials: initialFromName(firstName) ?? initialsFromEmail(email), background: `hsl(${hue} 55% 30%)` };
}
