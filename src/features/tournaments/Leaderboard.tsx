// The leaderboard across rounds: position (ties "T3"; where countback decided a tie, the decided
// place and the word "countback"), player or side, total, thru, and one column per round, each with
// its card's signature (confirmed, or a hole disputed).
import type { RankBasis } from '../../domain/index.ts';
import { SignatureMark } from '../../golfers/SignatureMark.tsx';
import { decidedByCountback, scoreLabel, toParOf, type BoardLine, type TournamentBoard } from './leaderboard.ts';
import type { RoundSignature } from './signatures.ts';
import { useT } from '../../i18n/catalog.ts';
import { tournamentsText, type TournamentsKey } from './i18n/index.ts';

const BASIS_LABEL: Record<RankBasis, TournamentsKey> = { stableford: 'board.pts', net: 'board.net', gross: 'board.gross' };
const BASIS_NAME: Record<RankBasis, TournamentsKey> = { stableford: 'board.stablefordPoints', net: 'board.netStrokes', gross: 'board.grossStrokes' };

function Position({ row }: { row: BoardLine }) {
  const t = useT(tournamentsText);
  if (!decidedByCountback(row)) return <>{row.decidedLabel}</>;
  return (
    <>
      {row.decidedLabel}
      <span className="countback" title={t('board.tied', { position: row.positionLabel })}>
        {t('board.countback')}
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
  const t = useT(tournamentsText);
  const { basis, rounds, rows } = board;
  const anyCountback = rows.some(decidedByCountback);
  return (
    <>
      <div className="leaderboard-wrap">
        <table className="table leaderboard" aria-labelledby="leaderboard-title">
          <thead>
            <tr>
              <th scope="col" className="pos">
                {t('board.pos')}
              </th>
              <th scope="col">{t(board.playMode === 'Individual' ? 'board.player' : 'board.side')}</th>
              <th scope="col" className="num">
                <abbr title={t(BASIS_NAME[basis])}>{t(BASIS_LABEL[basis])}</abbr>
              </th>
              <th scope="col" className="num">
                {t('board.thru')}
              </th>
              {rounds.map((r) => (
                <th scope="col" className="num" key={r.index}>
                  <abbr title={t('board.round', { number: r.index + 1 })}>{t('board.roundShort', { number: r.index + 1 })}</abbr>
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
                    {row.missingRounds.length > 0 && <span className="to-par">{t('board.noCardIn', { rounds: row.missingRounds.map((i) => t('board.roundShort', { number: i + 1 })).join(', ') })}</span>}
                  </th>
                  <td className="num total">
                    {scoreLabel(row, basis)}
                    {toPar && <span className="to-par">{toPar}</span>}
                  </td>
                  <td className="num">{row.thru}</td>
                  {row.rounds.map((c, i) => (
                    <td className="num" key={i}>
                      {c === null ? (
                        <span aria-label={t('board.noCard')}>–</span>
                      ) : (
                        <>
                          {scoreLabel(c, basis)}
                          {signatureOf && <SignatureMark {...signatureOf(row.playerIds, i)} />}
                          {!c.finished && c.holesPlayed > 0 && <span className="to-par">{t('board.thruHole', { thru: c.thru })}</span>}
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
        {t('board.note', { basis: t(BASIS_NAME[basis]) })}
        {anyCountback && t('board.noteCountback')}
        {rows.some((r) => r.missingRounds.length > 0) && t('board.noteMissing')}
        {signatureOf && t('board.noteSignature')}
      </p>
    </>
  );
}
