// /my-bag: the golfer's clubs, offered on the play screen when recording a hole.
import { useState } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserData } from '../../data/hooks/documents.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { newId } from '../../data/ids.ts';
import { removeClub, upsertClub } from '../../data/writes/users.ts';
import { useSessionUid } from '../../session/use-session.ts';
import type { Club } from '../../data/types.ts';
import { ClubForm } from './ClubForm.tsx';
import { clubDetails } from './club-form.ts';
import { errorText } from '../../ui/error-text.ts';
import { useT } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { bagText } from './i18n/index.ts';
import './bag.css';

export function BagPage() {
  const t = useT(bagText);
  const locale = useLocale();
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const { userData, loading } = useUserData(uid);
  const unit = useDistanceUnit(uid);
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The club just removed, offered back with Undo. */
  const [removed, setRemoved] = useState<Club | null>(null);
  const bag = userData?.bag ?? [];

  const save = async (club: Parameters<typeof upsertClub>[2]) => {
    await upsertClub(db, uid, club);
    setEditing(null);
  };
  const remove = (club: Club) => {
    removeClub(db, uid, club.id).then(
      () => {
        setFailure(null);
        setRemoved(club);
      },
      (err: unknown) => setFailure(errorText(err)),
    );
  };
  const undo = (club: Club) => {
    upsertClub(db, uid, club).then(
      () => setRemoved(null),
      (err: unknown) => setFailure(errorText(err)),
    );
  };

  return (
    <section className="page bag-page" aria-labelledby="bag-title">
      <h1 id="bag-title">{t('title')}</h1>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <div role="status" className="bag-undo">
        {removed && (
          <p>
            {t('removed', { club: removed.name })}{' '}
            <button type="button" className="button" onClick={() => undo(removed)}>
              {t('undo')}
            </button>
          </p>
        )}
      </div>
      {!loading && bag.length === 0 && <p>{t('empty')}</p>}
      {bag.length > 0 && (
        <ul className="bag-list" aria-label={t('clubs')}>
          {bag.map((club) =>
            editing === club.id ? (
              <li key={club.id}>
                <ClubForm club={club} newId={() => newId()} onSave={save} onCancel={() => setEditing(null)} unit={unit} />
              </li>
            ) : (
              <li key={club.id} className="bag-list__club">
                <div>
                  <strong>{club.name}</strong>
                  <span className="muted"> {clubDetails(club, unit, locale)}</span>
                </div>
                <div className="bag-list__actions">
                  <button type="button" className="button button-link" onClick={() => setEditing(club.id)}>
                    {t('edit')} <span className="visually-hidden">{club.name}</span>
                  </button>
                  <button type="button" className="button button-link" onClick={() => remove(club)}>
                    {t('remove')} <span className="visually-hidden">{club.name}</span>
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <h2>{t('addTitle')}</h2>
      <ClubForm newId={() => newId()} onSave={save} unit={unit} />
    </section>
  );
}
