// Whether the signed-in golfer has a round in play (userData.inPlay), for the update toast, which waits
// until the round ends. Read from the session's database, which the shell has without a provider.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { sessionAtom } from '../../session/session.ts';

export function useHasRoundInPlay(): boolean {
  const session = useAtomValue(sessionAtom);
  const db = session.status === 'open' ? session.db : null;
  const uid = session.status === 'open' ? session.uid : null;
  const [inPlay, setInPlay] = useState<{ db: unknown; playing: boolean }>({ db: null, playing: false });
  useEffect(() => {
    if (!db || !uid) return;
    const subscription = db.userdata.findOne(uid).$.subscribe((doc) => {
      // As currentInPlay (src/data/writes/users.ts) reads it; the writers stay out of the shell's download.
      setInPlay({ db, playing: Boolean(doc?.inPlay?.scoreCardId) });
    });
    return () => subscription.unsubscribe();
  }, [db, uid]);
  return inPlay.db === db && db !== null && inPlay.playing;
}
