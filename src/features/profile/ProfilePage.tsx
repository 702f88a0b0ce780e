// /profile: names, handicaps, the score display style, and deleting the account.
import { useCallback, useMemo, useState } from 'react';
import type { DisplayStyle, DistanceUnit } from '../../domain/index.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserData, useUserProfile } from '../../data/hooks/documents.ts';
import { useHandicapIndex } from '../../data/hooks/use-handicap-index.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { saveUserProfile, setDisplayStyle, setDistanceUnit, setHandicapSource, setPrivateEmail, type ProfilePatch } from '../../data/writes/users.ts';
import { useSessionUid, useSyncHandle } from '../../session/use-session.ts';
import { displayStyleOf } from '../../scoring/display-styles/display-styles.ts';
import { StylePicker } from '../../scoring/display-styles/StylePicker.tsx';
import { sessionDeletionSteps } from './account-deletion.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { profileValues } from './profile-form.ts';
import { errorText } from '../../ui/error-text.ts';
import { HandicapChoice } from './HandicapChoice.tsx';
import { UnitChoice } from './UnitChoice.tsx';
import { SignInSecurity } from './SignInSecurity.tsx';
import type { AccountSecurity } from '../../auth/account/security.ts';

export function ProfilePage() {
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const { profile, loading } = useUserProfile(uid);
  const { userData } = useUserData(uid);
  const [styleError, setStyleError] = useState<string | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [unitError, setUnitError] = useState<string | null>(null);
  const unit = useDistanceUnit(uid);
  const handicap = useHandicapIndex(uid);
  const sync = useSyncHandle();
  const deletionSteps = useMemo(() => sessionDeletionSteps(uid, db, sync), [uid, db, sync]);

  // After an e-mail change the account has the new address: the private profile follows it.
  const storedEmail = userData?.email;
  const [googleOnly, setGoogleOnly] = useState(false);
  const followAccount = useCallback(
    (account: AccountSecurity) => {
      setGoogleOnly(!account.methods.includes('password'));
      const email = account.email;
      // A failed local write is tried again on the next visit to this page.
      if (email && storedEmail !== undefined && storedEmail !== email) void setPrivateEmail(db, uid, email).catch(() => undefined);
    },
    [db, uid, storedEmail],
  );

  const save = async (patch: ProfilePatch) => {
    await saveUserProfile(db, uid, patch);
  };
  const chooseStyle = (style: DisplayStyle) => {
    setDisplayStyle(db, uid, style).then(
      () => setStyleError(null),
      (err: unknown) => setStyleError(errorText(err)),
    );
  };

  const chooseSource = (source: 'computed' | 'manual') => {
    setHandicapSource(db, uid, source).then(
      () => setSourceError(null),
      (err: unknown) => setSourceError(errorText(err)),
    );
  };

  const chooseUnit = (units: DistanceUnit) => {
    setDistanceUnit(db, uid, units).then(
      () => setUnitError(null),
      (err: unknown) => setUnitError(errorText(err)),
    );
  };

  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      {userData?.email && <p className="muted">{userData.email}</p>}
      {/* The form starts from the stored profile once it is read, and keeps what is typed after. */}
      {!loading && <ProfileForm key={profile ? 'loaded' : 'new'} initial={profileValues(profile)} onSave={save} />}
      {!handicap.loading && (
        <HandicapChoice computed={handicap.computed.index} manual={handicap.manual} chosen={handicap.inUse.chosen} onChange={chooseSource} />
      )}
      {sourceError && (
        <p role="alert" className="alert alert-error">
          The choice could not be kept: {sourceError}
        </p>
      )}
      <h2>Score cards</h2>
      <StylePicker value={displayStyleOf(userData?.displayStyle)} onChange={chooseStyle} />
      {styleError && (
        <p role="alert" className="alert alert-error">
          The style could not be kept: {styleError}
        </p>
      )}
      <UnitChoice value={unit} chosen={userData?.units !== undefined} onChange={chooseUnit} />
      {unitError && (
        <p role="alert" className="alert alert-error">
          The unit could not be kept: {unitError}
        </p>
      )}
      <SignInSecurity onAccount={followAccount} />
      <h2>Account</h2>
      <DeleteAccount steps={deletionSteps} confirmWithGoogle={googleOnly} />
    </section>
  );
}
