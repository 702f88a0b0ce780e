import { useAtomValue } from 'jotai';
import { signedOutNoticeAtom, signedOutNoticeText } from '../../sync/signed-out-notice.ts';
import './signed-out-notice.css';

/** On /login after the sign-in service ended the golfer's sign-in: who, why, and what stays on this phone. */
export function SignedOutNotice() {
  const notice = useAtomValue(signedOutNoticeAtom);
  if (!notice) return null;
  const { title, why, changes } = signedOutNoticeText(notice);
  return (
    <section className="signed-out-notice" role="alert" aria-labelledby="signed-out-title">
      <h2 id="signed-out-title">{title}</h2>
      <p>{why}</p>
      <p>{changes}</p>
    </section>
  );
}
