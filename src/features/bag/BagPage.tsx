// /my-bag: the golfer's clubs, offered on the play screen when recording a hole.
import { useState } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserData } from '../../data/hooks/documents.ts';
import { newId } from '../../data/ids.ts';
import { removeClub, upsertClub } from '../../data/writes/users.ts';
import { useSessionUid } from '../play/useSessionUid.ts';
import { ClubForm } from './ClubForm.tsx';

export function BagPage() {
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const { userData, loading } = useUserData(uid);
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const bag = userData?.bag ?? [];

  const save = async (club: Parameters<typeof upsertClub>[2]) => {
    await upsertClub(db, uid, club);
    setEditing(null);
  };
  const remove = (clubId: string) => {
    removeClub(db, uid, clubId).then(
      () => setFailure(null),
      (err: unknown) => setFailure(err instanceof Error ? err.message : String(err)),
    );
  };

  return (
    <section className="page bag-page" aria-labelledby="bag-title">
      <h1 id="bag-title">My bag</h1>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      {!loading && bag.length === 0 && <p>Your bag is empty. Add the clubs you carry to record them on each hole.</p>}
      {bag.length > 0 && (
        <table className="table bag-table">
          <thead>
            <tr>
              <th scope="col">Club</th>
              <th scope="col">Type</th>
              <th scope="col">Loft</th>
              <th scope="col">Distance</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bag.map((club) =>
              editing === club.id ? (
                <tr key={club.id}>
                  <td colSpan={5}>
                    <ClubForm club={club} newId={() => newId()} onSave={save} onCancel={() => setEditing(null)} />
                  </td>
                </tr>
              ) : (
                <tr key={club.id}>
                  <th scope="row">{club.name}</th>
                  <td>{club.type ?? ''}</td>
                  <td>{club.loft === undefined ? '' : `${club.loft}°`}</td>
                  <td>{club.distance === undefined ? '' : `${club.distance} m`}</td>
                  <td>
                    <button type="button" className="button button-link" onClick={() => setEditing(club.id)}>
                      Edit <span className="visually-hidden">{club.name}</span>
                    </button>
                    <button type="button" className="button button-link" onClick={() => remove(club.id)}>
                      Remove <span className="visually-hidden">{club.name}</span>
                    </button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      <h2>Add a club</h2>
      <ClubForm newId={() => newId()} onSave={save} />
    </section>
  );
}
