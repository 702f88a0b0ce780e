import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { useUserData, useUserProfile } from '../../data/hooks/documents.ts';
import { chooseLanguage } from '../../i18n/language.ts';
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

/** The golfer's language choice, kept with their data on every device, applied as it arrives; a
 * choice removed on another device ("As the browser") is removed here too once their data is read. */
function FollowLanguage({ uid }: { uid: string }) {
  const { userData } = useUserData(uid);
  const known = userData !== null && userData !== undefined;
  const language = userData?.language;
  useEffect(() => {
    if (known) chooseLanguage(language);
  }, [known, language]);
  return null;
}

/** Reads the golfer's first name for the avatar; loaded on demand with RxDB (see Navbar). and applies their language choice. Renders nothing. */
export default function AccountSlot({ db, uid }: { db: GolfDatabase; uid: string }) {
  return (
    <RxDatabaseProvider database={db}>
      <ProfileName uid={uid} />
      <FollowLanguage uid={uid} />
    </RxDatabaseProvider>
  );
}
