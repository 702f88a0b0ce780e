// /profile: names, handicaps, the score display style, and deleting the account.
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { DisplayStyle } from '../../domain/index.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserData, useUserProfile } from '../../data/hooks/documents.ts';
import { saveUserProfile, setDisplayStyle, type ProfilePatch } from '../../data/writes/users.ts';
import { useSessionUid } from '../../app/use-session-uid.ts';
import { displayStyleOf } from '../score-cards/display-styles.ts';
import { StylePicker } from '../score-cards/StylePicker.tsx';
import { sessionAtom } from '../../sync/session.ts';
import { sessionDeletionSteps } from './account-deletion.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { profileValues } from './profile-form.ts';
import '../score-cards/score-cards.css';
import '../play/play.css';

export function ProfilePage() {
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const { profile, loading } = useUserProfile(uid);
  const { userData } = useUserData(uid);
  const [styleError, setStyleError] = useState<string | null>(null);
  const session = useAtomValue(sessionAtom);
  const sync = session.status === 'open' ? session.sync : null;
  const deletionSteps = useMemo(() => sessionDeletionSteps(uid, db, sync), [uid, db, sync]);

  const save = async (patch: ProfilePatch) => {
    await saveUserProfile(db, uid, patch);
  };
  const chooseStyle = (style: DisplayStyle) => {
    setDisplayStyle(db, uid, style).then(
      () => setStyleError(null),
      (err: unknown) => setStyleError(err instanceof Error ? err.message : String(err)),
    );
  };

  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      {userData?.email && <p className="muted">{userData.email}</p>}
      {/* The form starts from the stored profile once it is read, and keeps what is typed after. */}
      {!loading && <ProfileForm key={profile ? 'loaded' : 'new'} initial={profileValues(profile)} onSave={save} />}
      <h2>Score cards</h2>
      <StylePicker value={displayStyleOf(userData?.displayStyle)} onChange={chooseStyle} />
      {styleError && (
        <p role="alert" className="alert alert-error">
          The style could not be kept: {styleError}
        </p>
      )}
      <h2>Account</h2>
      <DeleteAccount steps={deletionSteps} />
    </section>
  );
}
