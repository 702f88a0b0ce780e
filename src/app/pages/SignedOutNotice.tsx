import type { SignedOutNotice as Notice } from '../../auth/signed-out-notice.ts';
import { signedOutNoticeText } from '../../auth/signed-out-text.ts';
import { useT } from '../../i18n/catalog.ts';
import { signedOutText } from '../../auth/signed-out/i18n/index.ts';
import './signed-out-notice.css';

/**
 * On /login after the sign-in service ended the golfer's sign-in: who, why, and what stays on this
 * phone. Rare, so the login route loads it (with its words and styles) only when there is a notice.
 */
export default function SignedOutNotice({ notice }: { notice: Notice }) {
  // The notice's words are the auth texts': ready in the golfer's language before they are read.
  useT(signedOutText);
  const { title, why, changes } = signedOutNoticeText(notice);
  return (
    <section className="signed-out-notice" role="alert" aria-labelledby="signed-out-title">
      <h2 id="signed-out-title">{title}</h2>
      <p>{why}</p>
      <p>{changes}</p>
    </section>
  );
}
