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
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { adminText } from './i18n/index.ts';

/** A golfer's name in the list, "(no name)" when the profile has none. */
const listedName = (e: DirectoryEntry): string => fullName(e) ?? adminText.t('users.noName');

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; entries: DirectoryEntry[]; next: DirectoryPosition | null };

function lastRoundText(e: DirectoryEntry, t: Translate<KeyOf<typeof adminText>>): string {
  const r = e.lastRound;
  if (!r) return t('users.noRounds');
  const values = { date: dateLabel(r.date), course: r.courseName, strokes: r.shotCount, points: r.stableford };
  return r.holesPlayed < 18 ? t('users.lastRoundHoles', { ...values, holes: r.holesPlayed }) : t('users.lastRound', values);
}

export function UsersPage() {
  const t = useT(adminText);
  const locale = useLocale();
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
      setMessage({ tone: 'success', text: admin ? t('users.madeAdmin', { name: listedName(e) }) : t('users.revoked', { name: listedName(e) }) });
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
      <h1 id="users-title">{t('users.title')}</h1>
      <form className="form admin-search" role="search" aria-label={t('users.search')} onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('users.searchLabel')}
          description={t('users.searchHelp')}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      {load.status === 'loading' && <p role="status">{t('users.loading')}</p>}
      {load.status === 'failed' && (
        <div role="alert" className="alert alert-error">
          <p>{load.message}</p>
          <button type="button" className="button" onClick={reload}>
            {t('users.retry')}
          </button>
        </div>
      )}
      <Alert tone={message?.tone ?? 'success'}>{message?.text ?? null}</Alert>
      {load.status === 'ready' && (
        <>
          <p className="muted" role="status">
            {shown.length === 0
              ? search
                ? t('users.noneFound', { query: search })
                : t('users.none')
              : search
                ? t('users.foundPage', { query: search, page: pageNumber, count: shown.length })
                : t('users.byLastName', { page: pageNumber, count: shown.length })}{' '}
            {t('users.indexNote')}
          </p>
          {shown.length > 0 && (
            <table className="table users-table">
              <caption className="visually-hidden">{t('users.search')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('users.name')}</th>
                  <th scope="col">{t('users.email')}</th>
                  <th scope="col">{t('users.index')}</th>
                  <th scope="col">{t('users.last')}</th>
                  <th scope="col">{t('users.admin')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((e) => (
                  <tr key={e.uid}>
                    <th scope="row">{listedName(e)}</th>
                    <td data-label={t('users.email')}>{e.email || '—'}</td>
                    <td data-label={t('users.index')}>
                      {e.handicapIndex !== null
                        ? e.handicapIndex.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
                        : t('users.profileHandicap', { handicap: e.profileHandicap.toLocaleString(locale) })}
                    </td>
                    <td data-label={t('users.last')}>{lastRoundText(e, t)}</td>
                    <td data-label={t('users.admin')}>
                      {e.uid === me ? (
                        t('users.you')
                      ) : (
                        <button
                          type="button"
                          className="button"
                          disabled={pending !== null}
                          onClick={() => void changeRole(e, !e.isAdmin)}
                        >
                          {e.isAdmin ? t('users.revoke') : t('users.make')}
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
            <nav className="admin-pages" aria-label={t('users.pages')}>
              <button type="button" className="button" disabled={pageNumber === 1} onClick={() => setPages((p) => p.slice(0, -1))}>
                {t('users.previousPage')}
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
                {t('users.nextPage')}
              </button>
              <span className="muted">{t('users.pageSize', { count: DIRECTORY_PAGE_SIZE })}</span>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
