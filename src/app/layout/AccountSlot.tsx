import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { useUserProfile } from '../../data/hooks/documents.ts';
import type { GolfDatabase } from '../../data/types.ts';
import { AvatarMenu } from './AvatarMenu.tsx';

function AccountMenu({ uid, email }: { uid: string; email: string | null }) {
  const { profile } = useUserProfile(uid);
  return <AvatarMenu email={email} firstName={profile?.firstName ?? null} />;
}

/** The account menu with the golfer's first name read from their database; loaded on demand with RxDB (see Navbar). */
export default function AccountSlot({ db, uid, email }: { db: GolfDatabase; uid: string; email: string | null }) {
  return (
    <RxDatabaseProvider database={db}>
      <AccountMenu uid={uid} email={email} />
    </RxDatabaseProvider>
  );
}
