// The signed-out notice in words (src/auth/signed-out-notice.ts), in the golfer's language (i18n/,
// docs/ARCHITECTURE.md "Languages").
import { signedOutText } from './signed-out/i18n/index.ts';
import type { SignedOutNotice } from './signed-out-notice.ts';

/** The notice in words: a title, why, and what happens to the changes on this device. */
export function signedOutNoticeText(notice: SignedOutNotice): { title: string; why: string; changes: string } {
  const t = signedOutText.t;
  const email = notice.email ?? 'none';
  const why = {
    disabled: t('signedOut.disabled', { email }),
    deleted: t('signedOut.deleted', { email }),
    revoked: t('signedOut.revoked', { email }),
    unknown: t('signedOut.unknown', { email }),
  }[notice.reason];
  const changes = notice.unsynced === 0 ? t('signedOut.allSynced') : t('signedOut.unsynced', { count: notice.unsynced, email });
  return { title: t('signedOut.title'), why, changes };
}
