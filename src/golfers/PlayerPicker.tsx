// Finding golfers to add to a match or a tournament: registered golfers by name among the public
// profiles this device holds, every other golfer on the server (with `savedBy`: the phone keeps only the
// profiles its golfer uses, docs/ARCHITECTURE.md, "Course directory"; one added from there is saved, so
// the phone keeps their profile) and, where guests may play (a match), a guest without an account
// (typed name; the guest's card belongs to the match's creator). The form lists the players already
// added and gives the picker its container.
import { useId, useState } from 'react';
import { DIRECTORY_MIN_LETTERS } from '../data/directory.ts';
import { useGolfDatabase } from '../data/hooks/database.ts';
import { useServerSearch } from '../data/hooks/directory.ts';
import type { UserDoc } from '../data/types.ts';
import { saveGolfer } from '../data/writes/users.ts';
import { fullName, profileName } from './golfer-name.ts';
import { useT } from '../i18n/catalog.ts';
import { golfersText } from './i18n/index.ts';
import './player-picker.css';

export interface PlayerPickerProps {
  profiles: readonly UserDoc[];
  /** Registered golfers already added: not offered again. */
  taken: ReadonlySet<string>;
  /** `name` is the golfer's name as the picker shows it. */
  onAddGolfer: (profile: UserDoc, name: string) => void;
  /** Where guests may play (a match): the typed name is offered as a guest. */
  onAddGuest?: (name: string) => void;
  /** The golfer who saves a golfer added from the server: given, the server is searched too. */
  savedBy?: string;
}

interface Search {
  /** Letters typed before golfers are looked for. */
  minLength: number;
  maxResults: number;
  autoComplete?: 'off';
  /** The name a golfer is found by and shown with. */
  nameOf: (profile: UserDoc) => string;
}

/** A match's picker looks from two letters (a guest's name), with the guest's button after the golfers
 * found, and finds a golfer whose profile has no name as "A golfer"; a tournament's looks from the
 * first letter, among golfers with a name. */
const WITH_GUESTS: Search = {
  minLength: 2,
  maxResults: 6,
  autoComplete: 'off',
  nameOf: profileName,
};
const REGISTERED_ONLY: Search = { minLength: 1, maxResults: 8, nameOf: (p) => fullName(p) ?? '' };

const handicapOf = (p: UserDoc) => p.handicapGolf ?? p.handicap ?? 36;

export function PlayerPicker({ profiles, taken, onAddGolfer, onAddGuest, savedBy }: PlayerPickerProps) {
  const t = useT(golfersText);
  const id = useId();
  const [query, setQuery] = useState('');
  const search = onAddGuest ? WITH_GUESTS : REGISTERED_ONLY;
  const typed = query.trim();
  const q = typed.toLowerCase();
  const searching = q.length >= search.minLength;
  const { nameOf } = search;
  // Memoised by the compiler: a manual useMemo here cannot be kept once the render calls the translator.
  const found =
    q.length < search.minLength
      ? []
      : profiles
          .filter((p) => !taken.has(p.id) && search.nameOf(p).toLowerCase().includes(q))
          .sort((a, b) => search.nameOf(a).localeCompare(search.nameOf(b)))
          .slice(0, search.maxResults);
  // The words of the two searches (the match's with guests, the tournament's of golfers with a name).
  const placeholder = t(onAddGuest ? 'picker.name' : 'picker.firstOrLast');
  const help = onAddGuest ? t('picker.help') : undefined;

  /** Clears the search the golfer added from, not one typed since: a golfer from the server is added
   * once the phone has saved them, and the golfer may be typing the next name by then. */
  const add = (p: UserDoc, typedAtAdd: string = query) => {
    onAddGolfer(p, nameOf(p));
    setQuery((now) => (now === typedAtAdd ? '' : now));
  };
  const shown = new Set([...taken, ...found.map((p) => p.id)]);

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-find`}>{t('picker.find')}</label>
        <input
          id={`${id}-find`}
          type="search"
          autoComplete={search.autoComplete}
          value={query}
          placeholder={placeholder}
          aria-describedby={help ? `${id}-help` : undefined}
          onChange={(e) => setQuery(e.target.value)}
        />
        {help && (
          <div id={`${id}-help`} className="field-description">
            {help}
          </div>
        )}
      </div>
      {searching && onAddGuest && (
        <>
          <ul className="player-picker__results" aria-label={t('picker.found')}>
            {found.map((p) => (
              <li key={p.id}>
                <button type="button" className="button" aria-label={t('picker.add', { name: nameOf(p) })} onClick={() => add(p)}>
                  <span>{nameOf(p)}</span>
                  <span className="muted">{t('picker.hcp', { handicap: handicapOf(p) })}</span>
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="button"
                onClick={() => {
                  onAddGuest(typed);
                  setQuery('');
                }}
              >
                {t('picker.addGuest', { name: typed })}
              </button>
            </li>
          </ul>
          {found.length === 0 && (
            <p className="muted" role="status">
              {t('picker.noRegistered', { name: typed })}
            </p>
          )}
        </>
      )}
      {searching && !onAddGuest && (
        <ul className="player-picker__found" aria-label={t('picker.found')}>
          {found.length === 0 && <li className="muted">{t('picker.noneNamed', { name: typed })}</li>}
          {found.map((p) => (
            <li key={p.id}>
              <span>
                {nameOf(p)} <span className="muted">· {t('picker.hcp', { handicap: handicapOf(p) })}</span>
              </span>
              <button type="button" className="button" aria-label={t('picker.add', { name: nameOf(p) })} onClick={() => add(p)}>
                {t('picker.addButton')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {savedBy !== undefined && typed.length >= DIRECTORY_MIN_LETTERS && (
        <ServerGolfers typed={typed} query={query} shown={shown} savedBy={savedBy} nameOf={nameOf} onAdd={add} />
      )}
    </>
  );
}

/** The golfers on the server whose name starts with what was typed, but those already listed. */
function ServerGolfers({
  typed,
  query,
  shown,
  savedBy,
  nameOf,
  onAdd,
}: {
  typed: string;
  /** The search field's text as typed, passed back with a golfer added. */
  query: string;
  shown: ReadonlySet<string>;
  savedBy: string;
  nameOf: (p: UserDoc) => string;
  onAdd: (p: UserDoc, typedAtAdd: string) => void;
}) {
  const t = useT(golfersText);
  const db = useGolfDatabase();
  const [failure, setFailure] = useState<string | null>(null);
  const found = useServerSearch(`golfers:${typed}`, (directory) => directory.golfersByName(typed));
  const others = found.status === 'found' ? found.results.filter((p) => !shown.has(p.id) && savedBy !== p.id && nameOf(p) !== '') : [];
  const add = async (p: UserDoc) => {
    const typedAtAdd = query;
    setFailure(null);
    try {
      await saveGolfer(db, savedBy, p.id);
      onAdd(p, typedAtAdd);
    } catch (err) {
      setFailure(t('picker.server.addFailed', { name: nameOf(p), reason: err instanceof Error ? err.message : String(err) }));
    }
  };
  const status =
    found.status === 'searching'
      ? t('picker.server.searching')
      : found.status === 'unreachable'
        ? t('picker.server.offline')
        : found.status === 'failed'
          ? t('picker.server.failed', { reason: found.message })
          : '';
  return (
    <>
      {status && (
        <p className="muted" role="status">
          {status}
        </p>
      )}
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      {others.length > 0 && (
        <ul className="player-picker__found" aria-label={t('picker.server.found')}>
          {others.map((p) => (
            <li key={p.id}>
              <span>
                {nameOf(p)} <span className="muted">· {t('picker.hcp', { handicap: handicapOf(p) })}</span>
              </span>
              <button type="button" className="button" aria-label={t('picker.add', { name: nameOf(p) })} onClick={() => void add(p)}>
                {t('picker.addButton')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
