// /users (administrators; docs/ADMINISTRATION.md, "Pages"): every golfer with their e-mail, handicap index
// (WHS, from their cards) and last round, searchable by name or e-mail; an administrator grants or revokes
// the admin role of another golfer. The list is read from the server (an administrator's device holds only
// what concerns them), so it needs a connection.
import { useEffect, useState } from 'react';
import { useSessionUid } from '../../session/use-session.ts';
import { loadAdminDirectory, type DirectoryEntry } from '../../admin/admin-directory.ts';
import { setAdminRole } from '../../admin/admin-role.ts';
import { Alert } from '../../ui/Alert.tsx';
import { dateLabel } from '../../ui/date-label.ts';
import { errorText } from '../../ui/error-text.ts';
import { TextField } from '../../ui/TextField.tsx';
import { fullName } from '../../golfers/golfer-name.ts';
import { searchDirectory } from './user-search.ts';
import './admin.css';

/** A golfer's name in the list, "(no name)" when the profile has none. */
const listedName = (e: DirectoryEntry): string => fullName(e) ?? '(no name)';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; entries: DirectoryEntry[] };

function lastRoundText(e: DirectoryEntry): string {
  const r = e.lastRound;
  if (!r) return 'No rounds';
  return `${dateLabel(r.date)}, ${r.courseName}: ${r.shotCount} strokes, ${r.stableford} points${r.holesPlayed < 18 ? ` (${r.holesPlayed} holes)` : ''}`;
}

export function UsersPage() {
  const me = useSessionUid();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadAdminDirectory().then(
      (entries) => live && setLoad({ status: 'ready', entries }),
      (err: unknown) => live && setLoad({ status: 'failed', message: errorText(err) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = () => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const changeRole = async (e: DirectoryEntry, admin: boolean) => {
    setPending(e.uid);
    setMessage(null);
    try {
      await setAdminRole(e.uid, admin, me);
      setLoad((l) => (l.status === 'ready' ? { ...l, entries: l.entries.map((x) => (x.uid === e.uid ? { ...x, isAdmin: admin } : x)) } : l));
      setMessage({ tone: 'success', text: admin ? `${listedName(e)} is now an administrator.` : `${listedName(e)} is no longer an administrator.` });
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err) });
    } finally {
      setPending(null);
    }
  };

  const shown = load.status === 'ready' ? searchDirectory(load.entries, query) : [];

  return (
    <section className="page admin-page" aria-labelledby="users-title">
      <h1 id="users-title">Users</h1>
      <form className="form admin-search" role="search" aria-label="Golfers" onSubmit={(e) => e.preventDefault()}>
        <TextField label="Search by name or e-mail" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </form>
      {load.status === 'loading' && <p role="status">Loading the golfers from the server…</p>}
      {load.status === 'failed' && (
        <div role="alert" className="alert alert-error">
          <p>{load.message}</p>
          <button type="button" className="button" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      <Alert tone={message?.tone ?? 'success'}>{message?.text ?? null}</Alert>
      {load.status === 'ready' && (
        <>
          <p className="muted" role="status">
            {shown.length === load.entries.length
              ? `${load.entries.length} golfer${load.entries.length === 1 ? '' : 's'}.`
              : `${shown.length} of ${load.entries.length} golfers match "${query}".`}{' '}
            Handicap indexes are computed from each golfer's score cards (WHS); with fewer than 3 scores the profile's handicap is shown.
          </p>
          {shown.length > 0 && (
            <table className="table users-table">
              <caption className="visually-hidden">Golfers</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Handicap index</th>
                  <th scope="col">Last round</th>
                  <th scope="col">Administrator</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((e) => (
                  <tr key={e.uid}>
                    <th scope="row">{listedName(e)}</th>
                    <td data-label="E-mail">{e.email || '—'}</td>
                    <td data-label="Handicap index">
                      {e.handicapIndex !== null ? e.handicapIndex.toFixed(1) : `${e.profileHandicap} (profile)`}
                    </td>
                    <td data-label="Last round">{lastRoundText(e)}</td>
                    <td data-label="Administrator">
                      {e.uid === me ? (
                        'Yes (you)'
                      ) : (
                        <button
                          type="button"
                          className="button"
                          disabled={pending !== null}
                          onClick={() => void changeRole(e, !e.isAdmin)}
                        >
                          {e.isAdmin ? 'Revoke admin' : 'Make admin'}
                          <span className="visually-hidden"> {listedName(e)}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
