// /dashboard: the invitations to answer, the round in play, the handicap with its colour and the score
// that lowers the index on the last rated tee played, quick statistics, the last rounds (those that
// count: the golfer's own and the accepted ones).
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useMemo } from 'react';
import { handicapColour } from '../../domain/index.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { useScoreCard, useUserData, useUserProfile } from '../../data/hooks/documents.ts';
import { useHandicapIndex } from '../../data/hooks/use-handicap-index.ts';
import { handicapNote } from './handicap-note.ts';
import { Invitations } from './Invitations.tsx';
import { currentInPlay } from '../../data/writes/users.ts';
import { CardList } from '../../golfers/CardList.tsx';
import { IndexTarget } from '../../golfers/IndexTarget.tsx';
import { lastRatedTee } from './target-tee.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { quickStats, STATS_WINDOW } from './quick-stats.ts';
import { useT } from '../../i18n/catalog.ts';
import { formatNumber, useLocale } from '../../i18n/formats.ts';
import { dashboardText } from './i18n/index.ts';
import './dashboard.css';
import '../../scoring/card-summaries.css';

const LAST_ROUNDS = 5;

function InPlayCard({ card, hole }: { card: ScoreCardDoc; hole: number }) {
  const t = useT(dashboardText);
  return (
    <section className="dash-panel dash-inplay" aria-labelledby="dash-inplay-title">
      <h2 id="dash-inplay-title">{t('inPlay.title')}</h2>
      <p>{t('inPlay.where', { course: card.courseName, tee: card.teeName, hole: hole + 1, count: card.holes.length })}</p>
      <Link to="/score-cards/$id/play" params={{ id: card.id }} className="button button-primary">
        {t('inPlay.resume')}
      </Link>
    </section>
  );
}

/** A figure in the golfer's locale ("1.85", "1,85"), a share in percent ("62%", "62 %"); a dash without one. */
function stat(value: number | null, locale: string, percent = false): string {
  if (value === null) return '–';
  return percent ? formatNumber(value / 100, locale, { style: 'percent' }) : formatNumber(value, locale);
}

export interface DashboardPageProps {
  /** Called in the frame the page first shows all of the golfer's figures (the shell then lets the page
   * stand in for the copy it kept of it: docs/ARCHITECTURE.md, "Speed on a phone"). */
  onFiguresShown?: () => void;
}

export function DashboardPage({ onFiguresShown }: DashboardPageProps) {
  const t = useT(dashboardText);
  const locale = useLocale();
  const uid = useSessionUid();
  const { profile } = useUserProfile(uid);
  const { userData, loading: userDataLoading } = useUserData(uid);
  const { computed, inUse, mine, loading } = useHandicapIndex(uid);
  const cards = mine.cards;
  const stats = useMemo(() => quickStats(cards), [cards]);
  const targetTee = useMemo(() => lastRatedTee(cards, mine.courses), [cards, mine.courses]);
  const inPlay = currentInPlay(userData);
  const { card: inPlayCard, loading: inPlayLoading } = useScoreCard(inPlay?.scoreCardId);
  const figuresShown = !loading && !userDataLoading && (!inPlay || !inPlayLoading);
  useLayoutEffect(() => {
    if (figuresShown) onFiguresShown?.();
  }, [figuresShown, onFiguresShown]);
  const handicap = inUse.value;
  const colour = handicapColour(handicap);
  const name = profile?.firstName || 'none';

  return (
    <section className="page dashboard" aria-labelledby="dash-title">
      {/* elementtiming: the bench reads the heading's first paint, the copy's or this one's (docs/ARCHITECTURE.md, "The app shell's loading"). */}
      <h1 id="dash-title" elementtiming="dashboard-heading">
        {t('title')}
      </h1>
      <p className="muted">
        {/* A golfer with no round yet is new here. */}
        {!loading && cards.length === 0 ? t('welcome', { name }) : t('welcomeBack', { name })}
      </p>
      <Invitations uid={uid} />
      {inPlay ? (
        inPlayCard && <InPlayCard card={inPlayCard} hole={inPlay.currentHole} />
      ) : (
        <p>
          <Link to="/play" className="button button-primary">
            {t('start')}
          </Link>
        </p>
      )}
      <div className="dash-grid">
        <section className="dash-panel" aria-labelledby="dash-hcp-title">
          <h2 id="dash-hcp-title">{t('handicap.title')}</h2>
          {!loading && (
            <>
              <p className={`dash-handicap dash-handicap--${colour}`} aria-describedby="dash-hcp-note">
                {inUse.from === 'computed' ? formatNumber(handicap, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : formatNumber(handicap, locale)}
              </p>
              <p id="dash-hcp-note" className="muted">
                {handicapNote(inUse, computed.index, t, locale)}
              </p>
              <IndexTarget
                key={targetTee ? `${targetTee.course}/${targetTee.teeName}` : 'none'}
                handicap={computed}
                tee={targetTee?.tee}
                where={targetTee ? { course: targetTee.course, tee: targetTee.teeName } : undefined}
              />
              {/* Its code is fetched once the link is on screen: the page then opens at once, without the
                  router's "Loading page..." (docs/ARCHITECTURE.md, "Speed on a phone"). */}
              <Link to="/statistics" preload="viewport" className="button">
                {t('handicap.history')}
              </Link>
            </>
          )}
        </section>
        <section className="dash-panel" aria-labelledby="dash-stats-title">
          <h2 id="dash-stats-title">{t('stats.title')}</h2>
          <dl className="card-totals">
            <div>
              <dt>{t('stats.rounds')}</dt>
              <dd>{formatNumber(stats.rounds, locale)}</dd>
            </div>
            <div>
              <dt>{t('stats.average', { count: STATS_WINDOW })}</dt>
              <dd>{stat(stats.averageStableford, locale)}</dd>
            </div>
            <div>
              <dt>{t('stats.best')}</dt>
              <dd>{stat(stats.bestStableford, locale)}</dd>
            </div>
            <div>
              <dt>{t('stats.putts')}</dt>
              <dd>{stat(stats.puttsPerHole, locale)}</dd>
            </div>
            <div>
              <dt>{t('stats.fairways')}</dt>
              <dd>{stat(stats.fairwaysHitPercent, locale, true)}</dd>
            </div>
            <div>
              <dt>{t('stats.greens')}</dt>
              <dd>{stat(stats.girPercent, locale, true)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <section aria-labelledby="dash-last-title">
        <h2 id="dash-last-title">{t('last.title')}</h2>
        {cards.length === 0 ? (
          <p>{t('last.none')}</p>
        ) : (
          <CardList cards={cards.slice(0, LAST_ROUNDS)} />
        )}
        <Link to="/score-cards">{t('last.all')}</Link>
      </section>
    </section>
  );
}
