// The signed-in golfer's uid, from the session that opened their database. Pages under the
// authenticated layout only render once the session is open, so a missing uid is a wiring error.
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../sync/session.ts';

export function useSessionUid(): string {
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'open') throw new Error('No open session: this page needs a signed-in golfer');
  return session.uid;
}
