// /profile: names, handicaps, the language, the score display style, whether this phone keeps the app's
// data, and deleting the account.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { DisplayStyle, DistanceUnit } from '../../domain/index.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserData, useUserProfile } from '../../data/hooks/documents.ts';
import { useHandicapIndex } from '../../data/hooks/use-handicap-index.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { saveUserProfile, setDisplayStyle, setDistanceUnit, setHandicapSource, setPrivateEmail, type ProfilePatch } from '../../data/writes/users.ts';
import { useSessionUid, useSyncHandle } from '../../session/use-session.ts';
import { displayStyleOf } from '../../scoring/display-styles/display-styles.ts';
import { StylePicker } from '../../scoring/display-styles/StylePicker.tsx';
import { ScreenAwakeSetting } from '../../scoring/screen-awake/ScreenAwakeSetting.tsx';
import { sessionDeletionSteps } from './account-deletion.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { profileValues } from './profile-form.ts';
import { errorText } from '../../ui/error-text.ts';
import { HandicapChoice } from './HandicapChoice.tsx';
import { UnitChoice } from './UnitChoice.tsx';
import { SignInSecurity } from './SignInSecurity.tsx';
import { PhoneStorage } from './PhoneStorage.tsx';
import type { AccountSecurity } from '../../auth/account/security.ts';
import { setLanguage } from '../../data/writes/user-language.ts';
import { useT } from '../../i18n/catalog.ts';
import { chooseLanguage } from '../../i18n/language.ts';
import { profileText } from './i18n/index.ts';
import { LanguageChoice, type LanguageChoiceValue } from './LanguageChoice.tsx';

export interface ProfilePageProps {
  /** The app's "New version" section, given by the route (the app shell owns the service worker). */
  appUpdate?: ReactNode;
}

export function ProfilePage({ appUpdate }: ProfilePageProps = {}) {
  const uid = useSessionUid();
  const t = useT(profileText);
  const db = useGolfDatabase();
  const { profile, loading } = useUserProfile(uid);
  const { userData } = useUserData(uid);
  const [styleError, setStyleError] = useState<string | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [languageError, setLanguageError] = useState<string | null>(null);
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

  // Applied at once on this device; stored so every device of the golfer follows (src/app/layout/AccountSlot.tsx).
  const chooseAppLanguage = (value: LanguageChoiceValue) => {
    const language = value === 'browser' ? undefined : value;
    chooseLanguage(language);
    setLanguage(db, uid, language).then(
      () => setLanguageError(null),
      (err: unknown) => setLanguageError(errorText(err)),
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
      <h1 id="profile-title">{t('page.title')}</h1>
      {userData?.email && <p className="muted">{userData.email}</p>}
      {/* The form starts from the stored profile once it is read, and keeps what is typed after. */}
      {!loading && <ProfileForm key={profile ? 'loaded' : 'new'} initial={profileValues(profile)} onSave={save} />}
      {!handicap.loading && (
        <HandicapChoice computed={handicap.computed.index} manual={handicap.manual} chosen={handicap.inUse.chosen} onChange={chooseSource} />
      )}
      {sourceError && (
        <p role="alert" className="alert alert-error">
          {t('page.sourceError', { error: sourceError })}
        </p>
      )}
      <LanguageChoice value={userData?.language ?? 'browser'} onChange={chooseAppLanguage} />
      {languageError && (
        <p role="alert" className="alert alert-error">
          {t('language.error', { error: languageError })}
        </p>
      )}
      <h2>{t('page.scoreCards')}</h2>
      <StylePicker value={displayStyleOf(userData?.displayStyle)} onChange={chooseStyle} />
      {styleError && (
        <p role="alert" className="alert alert-error">
          {t('page.styleError', { error: styleError })}
        </p>
      )}
      <UnitChoice value={unit} chosen={userData?.units !== undefined} onChange={chooseUnit} />
      {unitError && (
        <p role="alert" className="alert alert-error">
          {t('units.notKept', { error: unitError })}
        </p>
      )}
      <section aria-labelledby="profile-round-phone">
        <h2 id="profile-round-phone">{t('round.title')}</h2>
        <ScreenAwakeSetting />
      </section>
      <PhoneStorage />
      {appUpdate}
      <SignInSecurity onAccount={followAccount} />
      <h2>{t('page.account')}</h2>
      <DeleteAccount steps={deletionSteps} confirmWithGoogle={googleOnly} />
    </section>
  );
}
