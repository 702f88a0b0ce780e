// /score-cards/$id: the full card in the golfer's display style, with its totals, its signature (a
// competition card) and what this golfer may do with it: play or edit it, delete it.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { cardTotals, type DisplayStyle } from '../../domain/index.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { canSetTerms, canWritePlay, isCompetitionCard, markerOf } from '../../data/card-rights.ts';
import { useMatch, useTournament, useUserData } from '../../data/hooks/documents.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { deleteScoreCard } from '../../data/writes/scorecards.ts';
import { clearInPlay, currentInPlay, setDisplayStyle } from '../../data/writes/users.ts';
import { profileName } from '../../golfers/golfer-name.ts';
import { isGuestCard } from '../../golfers/match-cards.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { CardShots } from './CardShots.tsx';
import { CardSignature } from './CardSignature.tsx';
import { CardTotalsList } from './CardTotalsList.tsx';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { displayStyleOf } from '../../scoring/display-styles/display-styles.ts';
import { formatDayTime, useLocale } from '../../i18n/formats.ts';
import { ScoreCardGrid } from './ScoreCardGrid.tsx';
import { StylePicker } from '../../scoring/display-styles/StylePicker.tsx';
import { errorText } from '../../ui/error-text.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';

export function ScoreCardPage({ card }: { card: ScoreCardDoc }) {
  const t = useT(scoreCardsText);
  const locale = useLocale();
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const { userData } = useUserData(uid);
  const { match } = useMatch(card.matchId || undefined);
  const { tournament } = useTournament(card.tournamentId || undefined);
  const { byId } = useProfiles();
  const [styleError, setStyleError] = useState<string | null>(null);
  const style = displayStyleOf(userData?.displayStyle);
  const totals = cardTotals(card.holes);
  const inPlay = currentInPlay(userData);
  const own = card.userId === uid;
  const marker = match ? markerOf(match) : undefined;
  const signed = isCompetitionCard(card) && !(match && isGuestCard(match, card));
  const unit = useDistanceUnit(uid);

  const chooseStyle = (next: DisplayStyle) => {
    setDisplayStyle(db, uid, next).then(
      () => setStyleError(null),
      (err: unknown) => setStyleError(errorText(err)),
    );
  };

  const remove = async () => {
    if (inPlay?.scoreCardId === card.id) await clearInPlay(db, uid);
    await deleteScoreCard(db, card.id);
    await navigate({ to: '/score-cards' });
  };

  return (
    <section className="page score-card-page" aria-labelledby="card-title">
      <h1 id="card-title">{card.courseName}</h1>
      <p className="muted">
        {t('page.line', { tee: card.teeName, date: formatDayTime(card.date, locale), handicap: card.handicap })}
        {card.isCompetition ? t('page.competition') : ''}
        {card.event ? ` · ${card.event}` : ''}
      </p>
      <StylePicker value={style} onChange={chooseStyle} />
      {styleError && (
        <p role="alert" className="alert alert-error">
          {t('page.styleNotKept', { error: styleError })}
        </p>
      )}
      <ScoreCardGrid holes={card.holes} style={style} />
      <CardTotalsList totals={totals} />
      {card.notes && <p className="card-notes">{card.notes}</p>}
      {/* Read here, after the round, without opening the play screen (which would put the round back in play). */}
      <CardShots card={card} bag={own ? (userData?.bag ?? []) : []} unit={unit} />
      {signed && (
        <CardSignature
          card={card}
          uid={uid}
          playerName={profileName(byId.get(card.userId))}
          markerName={marker === undefined ? null : marker === uid ? t('page.you') : profileName(byId.get(marker))}
        />
      )}
      <div className="card-actions">
        {canWritePlay(card, match, uid) && (
          <Link to="/score-cards/$id/play" params={{ id: card.id }} className="button button-primary">
            {inPlay?.scoreCardId === card.id ? t('page.resume') : t('page.play')}
          </Link>
        )}
        {own && (
          <Link to="/score-cards/$id/edit" params={{ id: card.id }} className="button">
            {t('page.edit')}
          </Link>
        )}
        {(own || canSetTerms(card, match, tournament, uid)) && (
          <ConfirmButton
            label={t('page.delete')}
            title={t('page.deleteTitle')}
            description={t(own ? 'page.deleteYours' : 'page.deleteAll', { course: card.courseName, date: formatDayTime(card.date, locale) })}
            onConfirm={remove}
          />
        )}
      </div>
    </section>
  );
}
