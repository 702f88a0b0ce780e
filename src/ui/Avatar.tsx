import { avatarFromEmail } from './avatar.ts';

/** Decorative: the button or link around it carries the accessible name. */
export function Avatar({ email, firstName, size = 32 }: { email: string | null | undefined; firstName?: string | null; size?: number }) {
  const look = avatarFromEmail(email, firstName);
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
