// The signed-out notice in words (src/auth/signed-out-notice.ts); loaded only when /login shows one.
import type { SignedOutNotice } from './signed-out-notice.ts';

/** The notice in words: a title, why, and what happens to the changes on this device. */
export function signedOutNoticeText(notice: SignedOutNotice): { title: string; why: string; changes: string } {
  const account = notice.email ? `The account ${notice.email}` : 'Your account';
  const why = {
    disabled: `${account} has been disabled, so this phone can no longer sync it. Ask the person who runs Handicap Down! to enable it again.`,
    deleted: `${account} no longer exists at the sign-in service.`,
    revoked: `${account} is no longer signed in on this phone: it was deleted, or signed out on every device (for example after a password change).`,
    unknown: `The sign-in service no longer accepts ${notice.email ? `the account ${notice.email}` : 'your account'} on this phone: it may have been disabled or deleted, or signed out on every device.`,
  }[notice.reason];
  const n = notice.unsynced;
  const changes =
    n === 0
      ? 'Everything recorded on this phone had already synced: nothing is lost.'
      : `${n} ${n === 1 ? 'change' : 'changes'} made on this phone ${n === 1 ? 'has' : 'have'} not synced yet. ${n === 1 ? 'It is' : 'They are'} kept on this phone and will sync when you sign in again with ${notice.email ?? 'this account'}.`;
  return { title: 'You were signed out', why, changes };
}
