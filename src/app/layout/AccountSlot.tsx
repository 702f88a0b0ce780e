import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { useUserProfile } from '../../data/hooks/documents.ts';
import type { GolfDatabase } from '../../data/types.ts';
import { accountNameAtom } from './account-name.ts';

function ProfileName({ uid }: { uid: string }) {
  const { profile } = useUserProfile(uid);
  const setName = useSetAtom(accountNameAtom);
  const firstName = profile?.firstName ?? null;
  useEffect(() => {
    setName({ uid, firstName });
  }, [uid, firstName, setName]);
  return null;
}

/** Reads the golfer's first name for the avatar; loaded on demand with RxDB (see Navbar). Renders nothing. */
export default function AccountSlot({ db, uid }: { db: GolfDatabase; uid: string }) {
  return (
    <RxDatabaseProvider database={db}>
      <ProfileName uid={uid} />
    </RxDatabaseProvider>
  );
}
