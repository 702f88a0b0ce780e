// /users (administrators; docs/ADMINISTRATION.md, "Pages"): the golfers with their e-mail, handicap index
// (WHS, from their cards) and last round, a page at a time by last name, or found on the server by name or
// e-mail; an administrator grants or revokes the admin role of another golfer. The list is read from the
// server (an administrator's device holds only what concerns them), so it needs a connection.
import { useDeferredValue, useEffect, useState } from 'react';
import { useSessionUid } from '../../session/use-session.ts';
import { DIRECTORY_PAGE_SIZE, loadDirectoryPage, type DirectoryEntry, type DirectoryPosition } from '../../admin/admin-directory.ts';
import { setAdminRole } from '../../admin/admin-role.ts';
import { Alert } from '../../ui/Alert.tsx';
import { dateLabel } from '../../ui/date-label.ts';
import { errorText } from '../../ui/error-text.ts';
import { TextField } from '../../ui/TextField.tsx';
import { fullName } from '../../golfers/golfer-name.ts';
import './admin.css';

/** A golfer's name in the list, "(no name)" when the profile has none. */
const listedName = (e: DirectoryEntry): string => fullName(e) ?? '(no name)';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; entries: DirectoryEntry[]; next: DirectoryPosition | null };

function lastRoundText(e: DirectoryEntry): string {
  const r = e.lastRound;
  if (!r) return 'No rounds';
  return `${dateLabel(r.date)}, ${r.courseName}: ${r.shotCount} strokes, ${r.stableford} points${r.holesPlayed < 18 ? ` (${r.holesPlayed} holes)` : ''}`;
}

export function UsersPage() {
  const me = useSessionUid();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim());
  // The positions of the pages of this search shown so far (the first starts at null): "Previous" goes
  // back one; a new search starts at its first page.
  const [paging, setPaging] = useState<{ search: string; pages: (DirectoryPosition | null)[] }>({ search: '', pages: [null] });
  const pages = paging.search === search ? paging.pages : [null];
  const setPages = (change: (p: (DirectoryPosition | null)[]) => (DirectoryPosition | null)[]) => setPaging({ search, pages: change(pages) });
  const page = pages.at(-1) ?? null;
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const [attempt, setAttempt] = useState(0);
  // What was loaded, for which search, page and attempt: anything else is still loading.
  const request = JSON.stringify([search, page, attempt]);
  const [loaded, setLoaded] = useState<{ request: string; load: Load } | null>(null);
  const load: Load = loaded?.request === request ? loaded.load : { status: 'loading' };
  const setLoad = (change: (l: Load) => Load) => setLoaded((x) => (x ? { ...x, load: change(x.load) } : x));
  useEffect(() => {
    let live = true;
    const [text, from] = JSON.parse(request) as [string, DirectoryPosition | null];
    loadDirectoryPage(text, from).then(
      ({ entries, next }) => live && setLoaded({ request, load: { status: 'ready', entries, next } }),
      (err: unknown) => live && setLoaded({ request, load: { status: 'failed', message: errorText(err) } }),
    );
    return () => {
      live = false;
    };
  }, [request]);
  const reload = () => setAttempt((n) => n + 1);

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

  const shown = load.status === 'ready' ? load.entries : [];
  const pageNumber = pages.length;

  return (
    <section className="page admin-page" aria-labelledby="users-title">
      <h1 id="users-title">Users</h1>
      <form className="form admin-search" role="search" aria-label="Golfers" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Search by name or e-mail"
          description="The start of a first name, a last name or an e-mail address."
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
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
            {shown.length === 0
              ? search
                ? `No golfer's name or e-mail starts with "${search}".`
                : 'No golfers yet.'
              : `${search ? `Golfers found for "${search}"` : 'Golfers by last name'}, page ${pageNumber}: ${shown.length}.`}{' '}
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
          {(pageNumber > 1 || load.next) && (
            <nav className="admin-pages" aria-label="Pages of golfers">
              <button type="button" className="button" disabled={pageNumber === 1} onClick={() => setPages((p) => p.slice(0, -1))}>
                Previous page
              </button>
              <button
                type="button"
                className="button"
                disabled={!load.next}
                onClick={() => {
                  const next = load.next;
                  if (next) setPages((p) => [...p, next]);
                }}
              >
                Next page
              </button>
              <span className="muted">{DIRECTORY_PAGE_SIZE} golfers a page</span>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
