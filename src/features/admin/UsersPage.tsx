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
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { adminText } from './i18n/index.ts';

/** A golfer's name in the list, "(no name)" when the profile has none. */
const listedName = (e: DirectoryEntry): string => fullName(e) ?? adminText.t('users.noName');

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; entries: DirectoryEntry[] };

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
      setMessage({ tone: 'success', text: admin ? t('users.madeAdmin', { name: listedName(e) }) : t('users.revoked', { name: listedName(e) }) });
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err) });
    } finally {
      setPending(null);
    }
  };

  const shown = load.status === 'ready' ? searchDirectory(load.entries, query) : [];

  return (
    <section className="page admin-page" aria-labelledby="users-title">
      <h1 id="users-title">{t('users.title')}</h1>
      <form className="form admin-search" role="search" aria-label={t('users.search')} onSubmit={(e) => e.preventDefault()}>
        <TextField label={t('users.searchLabel')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
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
            {shown.length === load.entries.length
              ? t('users.count', { count: load.entries.length })
              : t('users.matching', { shown: shown.length, total: load.entries.length, query })}{' '}
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
        </>
      )}
    </section>
  );
}
