import { avatarFromEmail } from './avatar.ts';

/** Decorative: the button or link around it carries the accessible name. */
export function Avatar({ email, size = 32 }: { email: string | null | undefined; size?: number }) {
  const look = avatarFromEmail(email);
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ background: look.background, width: size, height: size, fontSize: size * 0.4 }}
    >
      {look.initials}
    </span>
  );
}
