// The match's side games on its page, from the cards this phone holds like the board: skins hole by
// hole with the carry-over, each Nassau bet's state with its presses, the units so far per player or
// side, and once the round is over the settlement, shared as text (docs/PRODUCT.md, "Side games").
import { useState } from 'react';
import type { MatchGames as Games } from '../../domain/index.ts';
import { useT } from '../../i18n/catalog.ts';
import { errorText } from '../../ui/error-text.ts';
import { betLabel, matchBetState, settlementText, signedUnits, strokeBetState, type GamesView } from './games.ts';
import { matchesText } from './i18n/index.ts';

function SkinsPart({ view, games }: { view: GamesView; games: Games }) {
  const t = useT(matchesText);
  const skins = view.result.skins;
  const settings = games.skins;
  if (!skins || !settings) return null;
  const rows = skins.holes.filter((h) => h.started || h.state !== 'waiting');
  const name = (key: string | null) => (key === null ? '' : (view.names.get(key) ?? key));
  return (
    <section aria-labelledby="skins-title" className="match-games__part">
      <h3 id="skins-title">{t('games.skins')}</h3>
      <p className="muted">
        {t('games.skinsRules', { basis: t(settings.basis === 'net' ? 'games.net' : 'games.gross'), carry: t(settings.carryOver ? 'games.carry' : 'games.noCarry'), count: settings.value ?? 1 })}
      </p>
      {rows.length === 0 ? (
        <p className="muted">{t('games.noHoles')}</p>
      ) : (
        <table className="board-table match-games__skins">
          <thead>
            <tr>
              <th scope="col">{t('games.hole')}</th>
              <th scope="col">{t('games.skinsCol')}</th>
              <th scope="col">{t('games.wonBy')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((h) => (
              <tr key={h.number}>
                <th scope="row">{h.number}</th>
                <td>{h.skins}</td>
                <td>{h.state === 'won' ? name(h.winner) : h.state === 'waiting' ? t('games.waiting') : t(settings.carryOver ? 'games.carried' : 'games.nobody')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {skins.carried > 0 && !view.result.over && <p>{t('games.carriedNow', { count: skins.carried })}</p>}
      {skins.unwon > 0 && <p>{t('games.unwon', { count: skins.unwon })}</p>}
    </section>
  );
}

function NassauPart({ view, games }: { view: GamesView; games: Games }) {
  const t = useT(matchesText);
  const nassau = view.result.nassau;
  const settings = games.nassau;
  if (!nassau || !settings) return null;
  const name = (key: string) => view.names.get(key) ?? key;
  const rules = t('games.nassauRules', {
    play: t(settings.play === 'match' ? 'games.matchPlay' : 'games.strokePlay'),
    basis: t(settings.basis === 'net' ? 'games.net' : 'games.gross'),
    press: settings.play === 'match' && settings.press ? t('games.pressOn') : '',
    count: settings.value ?? 1,
  });
  return (
    <section aria-labelledby="nassau-title" className="match-games__part">
      <h3 id="nassau-title">{t('games.nassau')}</h3>
      <p className="muted">{rules}</p>
      {nassau.play === 'match' ? (
        nassau.pairs.map((pair) => {
          const label = t('games.pair', { first: name(pair.sides[0]), second: name(pair.sides[1]) });
          return (
            <div key={pair.sides.join(' ')} className="match-games__pair">
              {nassau.pairs.length > 1 && <h4>{label}</h4>}
              <ul aria-label={label} className="match-games__bets">
                {pair.bets.map((bet) => (
                  <li key={`${bet.segment}-${bet.press}`} className={bet.press > 0 ? 'match-games__press' : undefined}>
                    {t('games.bet', { bet: betLabel(t, bet), state: matchBetState(t, bet, view.names) })}
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      ) : (
        <ul aria-label={t('games.nassau')} className="match-games__bets">
          {nassau.bets.map((bet) => (
            <li key={bet.segment}>{t('games.bet', { bet: betLabel(t, bet), state: strokeBetState(t, bet, view.names) })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Shares the text where the device can (navigator.share), else copies it. */
async function shareOrCopy(text: string): Promise<'shared' | 'copied'> {
  if (typeof navigator.share === 'function') {
    await navigator.share({ text });
    return 'shared';
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}

function Settlement({ view, heading }: { view: GamesView; heading: { course: string; date: string } }) {
  const t = useT(matchesText);
  const [status, setStatus] = useState<string | null>(null);
  const name = (key: string) => view.names.get(key) ?? key;
  const share = async () => {
    try {
      const how = await shareOrCopy(settlementText(t, view, heading));
      setStatus(how === 'copied' ? t('games.copied') : null);
    } catch (err) {
      // Closing the share sheet is no failure.
      if (err instanceof Error && err.name === 'AbortError') return;
      setStatus(t('games.shareFailed', { error: errorText(err) }));
    }
  };
  return (
    <section aria-labelledby="settlement-title" className="match-games__part">
      <h3 id="settlement-title">{t('games.settlement')}</h3>
      <ul className="match-games__payments">
        {view.result.payments.length === 0 ? (
          <li>{t('games.allSquare')}</li>
        ) : (
          view.result.payments.map((p) => <li key={`${p.from}-${p.to}`}>{t('games.pays', { from: name(p.from), to: name(p.to), count: p.units })}</li>)
        )}
      </ul>
      <button type="button" className="button button-primary" onClick={() => void share()}>
        {t('games.share')}
      </button>
      <p role="status" className="muted">
        {status}
      </p>
    </section>
  );
}

export function MatchGames({ view, games, heading }: { view: GamesView | null; games: Games | undefined; heading: { course: string; date: string } }) {
  const t = useT(matchesText);
  if (!games || (!games.skins && !games.nassau)) return null;
  const result = view?.result;
  return (
    <section aria-labelledby="games-title" className="match-games">
      <h2 id="games-title">{t('games.title')}</h2>
      {!view || !result || view.keys.length < 2 ? (
        <p className="muted">{t('games.needTwo')}</p>
      ) : (
        <>
          <SkinsPart view={view} games={games} />
          <NassauPart view={view} games={games} />
          <section aria-labelledby="units-title" className="match-games__part">
            <h3 id="units-title">{result.over ? t('games.unitsOver') : t('games.units')}</h3>
            <table className="board-table match-games__units">
              <thead>
                <tr>
                  <th scope="col">{t('games.who')}</th>
                  {games.skins && <th scope="col">{t('games.skins')}</th>}
                  {games.nassau && <th scope="col">{t('games.nassau')}</th>}
                  <th scope="col">{t('games.total')}</th>
                </tr>
              </thead>
              <tbody>
                {result.units.map((u) => (
                  <tr key={u.key}>
                    <th scope="row">{view.names.get(u.key) ?? u.key}</th>
                    {games.skins && <td>{signedUnits(u.skins)}</td>}
                    {games.nassau && <td>{signedUnits(u.nassau)}</td>}
                    <td>
                      <strong>{signedUnits(u.total)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!result.over && <p className="muted">{t('games.unitsNote')}</p>}
          </section>
          {result.over && <Settlement view={view} heading={heading} />}
        </>
      )}
    </section>
  );
}
