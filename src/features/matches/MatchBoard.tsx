// The match board: position ("T2" for ties), player or side, thru, the figures of the scoring mode and
// each player's playing handicap; a player's name opens that card, with its signature beside it
// (confirmed, or a hole disputed). With two players or sides, the match play state above it.
import { Link } from '@tanstack/react-router';
import type { ScoringMode } from '../../domain/index.ts';
import { SignatureMark } from '../../golfers/SignatureMark.tsx';
import { formatToPar } from '../../scoring/shots.ts';
import type { MatchBoardView } from './board.ts';

/** Strokes with their score to par under them ("71", "-1"). */
function Figure({ value, toPar }: { value: number; toPar: number }) {
  return (
    <>
      {value} <small className="board-table__to-par">({formatToPar(toPar)})</small>
    </>
  );
}

export function MatchBoard({ board, scoringMode }: { board: MatchBoardView; scoringMode: ScoringMode }) {
  const stableford = scoringMode === 'Stableford';
  const mp = board.matchPlay;
  return (
    <section aria-labelledby="board-title" className="match-board">
      <h2 id="board-title">Board</h2>
      {mp && (
        <p className="match-play" aria-label="Match play">
          <strong>{mp.text}</strong>
          {!mp.state.finished && mp.state.played > 0 && (
            <span className="muted">
              {' '}
              · thru {mp.state.played}, {mp.state.remaining} to play
            </span>
          )}
        </p>
      )}
      <table className="board-table">
        <thead>
          <tr>
            <th scope="col" aria-label="Position">
              Pos
            </th>
            <th scope="col">{board.rows.some((r) => r.players.length > 1) ? 'Side' : 'Player'}</th>
            <th scope="col">Thru</th>
            <th scope="col">Gross</th>
            <th scope="col">Net</th>
            {stableford && (
              <th scope="col" aria-label="Points">
                Pts
              </th>
            )}
            {mp && <th scope="col">Match</th>}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => {
            const side = mp ? mp.state.sides.indexOf(row.key) : -1;
            return (
              <tr key={row.key}>
                <td className="board-table__pos">{row.positionLabel}</td>
                <th scope="row" className="board-table__who">
                  {row.players.map((p) => (
                    <span key={p.cardId} className="board-player__line">
                      <Link to="/score-cards/$id" params={{ id: p.cardId }} className="board-player" aria-label={`${p.name} (${p.handicapPlay}), playing handicap, open card`}>
                        <span>{p.name}</span> <span className="board-player__hcp">({p.handicapPlay})</span>
                      </Link>
                      <SignatureMark confirmed={p.confirmed} disputed={p.disputed} />
                    </span>
                  ))}
                </th>
                <td>{row.thru}</td>
                <td>{row.holesPlayed > 0 ? <Figure value={row.gross} toPar={row.grossToPar} /> : '–'}</td>
                <td>{row.holesPlayed > 0 ? <Figure value={row.net} toPar={row.netToPar} /> : '–'}</td>
                {stableford && <td className="board-table__points">{row.holesPlayed > 0 ? row.points : '–'}</td>}
                {mp && <td>{side === -1 ? '' : mp.statuses[side]}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
