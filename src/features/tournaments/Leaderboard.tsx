// The leaderboard across rounds: position (ties "T3"; where countback decided a tie, the decided
// place and the word "countback"), player or side, total, thru, and one column per round, each with
// its card's signature (confirmed, or a hole disputed).
import type { RankBasis } from '../../domain/index.ts';
import { SignatureMark } from '../../golfers/SignatureMark.tsx';
import { decidedByCountback, scoreLabel, toParOf, type BoardLine, type TournamentBoard } from './leaderboard.ts';
import type { RoundSignature } from './signatures.ts';

const BASIS_LABEL: Record<RankBasis, string> = { stableford: 'Pts', net: 'Net', gross: 'Gross' };

function Position({ row }: { row: BoardLine }) {
  if (!decidedByCountback(row)) return <>{row.decidedLabel}</>;
  return (
    <>
      {row.decidedLabel}
      <span className="countback" title={`Tied ${row.positionLabel}, decided on countback`}>
        countback
      </span>
    </>
  );
}

export interface LeaderboardProps {
  board: TournamentBoard;
  nameOf: (uid: string) => string;
  me: string;
  /** The signature of a row's cards in a round (roundSignatures). */
  signatureOf?: (playerIds: readonly string[], round: number) => RoundSignature;
}

export function Leaderboard({ board, nameOf, me, signatureOf }: LeaderboardProps) {
  const { basis, rounds, rows } = board;
  const anyCountback = rows.some(decidedByCountback);
  return (
    <>
      <div className="leaderboard-wrap">
        <table className="table leaderboard" aria-labelledby="leaderboard-title">
          <thead>
            <tr>
              <th scope="col" className="pos">
                Pos
              </th>
              <th scope="col">{board.playMode === 'Individual' ? 'Player' : 'Side'}</th>
              <th scope="col" className="num">
                <abbr title={basis === 'stableford' ? 'Stableford points' : `${BASIS_LABEL[basis]} strokes`}>{BASIS_LABEL[basis]}</abbr>
              </th>
              <th scope="col" className="num">
                Thru
              </th>
              {rounds.map((r) => (
                <th scope="col" className="num" key={r.index}>
                  <abbr title={`Round ${r.index + 1}`}>R{r.index + 1}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = row.playerIds.map(nameOf).join(' & ');
              const toPar = toParOf(row, basis);
              return (
                <tr key={row.key} className={row.playerIds.includes(me) ? 'is-me' : undefined}>
                  <td className="pos">
                    <Position row={row} />
                  </td>
                  <th scope="row" className="player golfer-name">
                    {name}
                    {row.missingRounds.length > 0 && <span className="to-par">No card in {row.missingRounds.map((i) => `R${i + 1}`).join(', ')}</span>}
                  </th>
                  <td className="num total">
                    {scoreLabel(row, basis)}
                    {toPar && <span className="to-par">{toPar}</span>}
                  </td>
                  <td className="num">{row.thru}</td>
                  {row.rounds.map((c, i) => (
                    <td className="num" key={i}>
                      {c === null ? (
                        <span aria-label="no card">–</span>
                      ) : (
                        <>
                          {scoreLabel(c, basis)}
                          {signatureOf && <SignatureMark {...signatureOf(row.playerIds, i)} />}
                          {!c.finished && c.holesPlayed > 0 && <span className="to-par">thru {c.thru}</span>}
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted small-print">
        {basis === 'stableford' ? 'Stableford points' : basis === 'net' ? 'Net strokes' : 'Gross strokes'}; a round in progress counts as far as it has gone.
        {anyCountback && ' Ties marked “countback” were decided on the last round, then its last 9, 6, 3 and 1 holes.'}
        {rows.some((r) => r.missingRounds.length > 0) && ' Golfers without a card in a round are listed last, unranked.'}
        {signatureOf && ' ✓: the player confirmed the card; !: the player says a hole is wrong.'}
      </p>
    </>
  );
}
