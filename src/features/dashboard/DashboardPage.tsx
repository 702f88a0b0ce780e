// /dashboard: the invitations to answer, the round in play, the handicap with its colour, quick
// statistics, the last rounds (those that count: the golfer's own and the accepted ones).
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { handicapColour } from '../../domain/index.ts';
import { useScoreCard, useUserData, useUserProfile } from '../../data/hooks/documents.ts';
import { useHandicapIndex } from '../../data/hooks/use-handicap-index.ts';
import { handicapNote } from './handicap-note.ts';
import { Invitations } from './Invitations.tsx';
import { currentInPlay } from '../../data/writes/users.ts';
import { CardList } from '../../golfers/CardList.tsx';
import { useSessionUid } from '../../session/use-session.ts';
import { quickStats, STATS_WINDOW } from './quick-stats.ts';
import './dashboard.css';
import '../../scoring/card-summaries.css';

const LAST_ROUNDS = 5;

function InPlayCard({ cardId, hole }: { cardId: string; hole: number }) {
  const { card } = useScoreCard(cardId);
  if (!card) return null;
  return (
    <section className="dash-panel dash-inplay" aria-labelledby="dash-inplay-title">
      <h2 id="dash-inplay-title">Round in play</h2>
      <p>
        {card.courseName} · {card.teeName} · hole {hole + 1} of {card.holes.length}
      </p>
      <Link to="/score-cards/$id/play" params={{ id: cardId }} className="button button-primary">
        Resume round
      </Link>
    </section>
  );
}

function stat(value: number | null, suffix = ''): string {
  return value === null ? '–' : `${value}${suffix}`;
}

export function DashboardPage() {
  const uid = useSessionUid();
  const { profile } = useUserProfile(uid);
  const { userData } = useUserData(uid);
  const { computed, inUse, mine, loading } = useHandicapIndex(uid);
  const cards = mine.cards;
  const stats = useMemo(() => quickStats(cards), [cards]);
  const inPlay = currentInPlay(userData);
  const handicap = inUse.value;
  const colour = handicapColour(handicap);
  const name = profile?.firstName ? `, ${profile.firstName}` : '';

  return (
    <section className="page dashboard" aria-labelledby="dash-title">
      <h1 id="dash-title">Dashboard</h1>
      <p className="muted">
        {/* A golfer with no round yet is new here. */}
        {!loading && cards.length === 0 ? 'Welcome' : 'Welcome back'}
        {name}.
      </p>
      <Invitations uid={uid} />
      {inPlay ? (
        <InPlayCard cardId={inPlay.scoreCardId} hole={inPlay.currentHole} />
      ) : (
        <p>
          <Link to="/play" className="button button-primary">
            Start a round
          </Link>
        </p>
      )}
      <div className="dash-grid">
        <section className="dash-panel" aria-labelledby="dash-hcp-title">
          <h2 id="dash-hcp-title">Handicap</h2>
          {!loading && (
            <>
              <p className={`dash-handicap dash-handicap--${colour}`} aria-describedby="dash-hcp-note">
                {inUse.from === 'computed' ? handicap.toFixed(1) : handicap}
              </p>
              <p id="dash-hcp-note" className="muted">
                {handicapNote(inUse, computed.index)}
              </p>
              <Link to="/statistics" className="button">
                Index history and statistics
              </Link>
            </>
          )}
        </section>
        <section className="dash-panel" aria-labelledby="dash-stats-title">
          <h2 id="dash-stats-title">Quick statistics</h2>
          <dl className="card-totals">
            <div>
              <dt>Rounds</dt>
              <dd>{stats.rounds}</dd>
            </div>
            <div>
              <dt>Average points (last {STATS_WINDOW})</dt>
              <dd>{stat(stats.averageStableford)}</dd>
            </div>
            <div>
              <dt>Best points</dt>
              <dd>{stat(stats.bestStableford)}</dd>
            </div>
            <div>
              <dt>Putts per hole</dt>
              <dd>{stat(stats.puttsPerHole)}</dd>
            </div>
            <div>
              <dt>Fairways hit</dt>
              <dd>{stat(stats.fairwaysHitPercent, '%')}</dd>
            </div>
            <div>
              <dt>Greens in regulation</dt>
              <dd>{stat(stats.girPercent, '%')}</dd>
            </div>
          </dl>
        </section>
      </div>
      <section aria-labelledby="dash-last-title">
        <h2 id="dash-last-title">Last rounds</h2>
        {cards.length === 0 ? (
          <p>No rounds yet.</p>
        ) : (
          <CardList cards={cards.slice(0, LAST_ROUNDS)} />
        )}
        <Link to="/score-cards">All score cards</Link>
      </section>
    </section>
  );
}
