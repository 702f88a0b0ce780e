// /my-bag: the golfer's clubs, offered on the play screen when recording a hole.
import { useMemo, useState } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserData } from '../../data/hooks/documents.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { useClubDistances } from '../../data/hooks/use-shot-marks.ts';
import { CLUB_DISTANCE_ROUNDS, type ClubDistancePeriod } from '../../domain/index.ts';
import { MeasuredDistance } from './MeasuredDistance.tsx';
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

type PeriodChoice = 'last20' | 'thisYear' | 'all';

/** The rounds the measured distances look at (docs/GOLF.md, "Shots and club distances"). */
function periodOf(choice: PeriodChoice): ClubDistancePeriod {
  if (choice === 'all') return { rounds: Number.POSITIVE_INFINITY };
  if (choice === 'thisYear') {
    const year = new Date().getFullYear();
    return { from: new Date(year, 0, 1).getTime(), to: new Date(year + 1, 0, 1).getTime() };
  }
  return { rounds: CLUB_DISTANCE_ROUNDS };
}

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
  const [period, setPeriod] = useState<PeriodChoice>('last20');
  const measured = useClubDistances(uid, useMemo(() => periodOf(period), [period]));

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
  const adoptMeasured = (club: Club, metres: number) => {
    upsertClub(db, uid, { ...club, distance: metres }).then(
      () => setFailure(null),
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
        <div className="bag-period">
          <p className="muted">{t('measured.intro')}</p>
          <label>
            {t('measured.period')}{' '}
            <select value={period} onChange={(e) => setPeriod(e.target.value as PeriodChoice)}>
              <option value="last20">{t('measured.last20')}</option>
              <option value="thisYear">{t('measured.thisYear')}</option>
              <option value="all">{t('measured.all')}</option>
            </select>
          </label>
        </div>
      )}
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
                  <MeasuredDistance club={club} measured={measured.get(club.id)} unit={unit} onUse={(m) => adoptMeasured(club, m)} />
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
