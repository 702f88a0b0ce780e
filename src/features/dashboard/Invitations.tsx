// The dashboard's invitations: each card another golfer made for this one (a match's creator adding
// them, a tournament's organizer putting them in a group), with who, what, where and when. Accepting
// counts it in their rounds, statistics and handicap index; playing it on their own phone does too;
// declining leaves the match and takes the card out of their record (docs/ARCHITECTURE.md, "Matches").
// Every button says which invitation it answers, since several may wait.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useTournaments } from '../../data/hooks/lists.ts';
import { useInvitations } from '../../data/hooks/use-invitations.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { acceptInvitation, declineInvitation } from '../../data/writes/invitations.ts';
import { profileName } from '../../golfers/golfer-name.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { dateTimeLabel } from '../../ui/date-label.ts';
import { errorText } from '../../ui/error-text.ts';
import { useT } from '../../i18n/catalog.ts';
import { dashboardText } from './i18n/index.ts';

interface InvitationProps {
  card: ScoreCardDoc;
  uid: string;
  inviter: string;
  /** The tournament's name when the card is one of its rounds and the tournament is on this phone. */
  tournament: string | undefined;
}

function Invitation({ card, uid, inviter, tournament }: InvitationProps) {
  const t = useT(dashboardText);
  const db = useGolfDatabase();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const what = tournament ? t('invite.roundOf', { tournament }) : card.matchId !== '' ? t('invite.match') : t('invite.round');
  const when = `${card.courseName}, ${dateTimeLabel(card.date)}`;
  const accept = () => {
    setBusy(true);
    acceptInvitation(db, card.id, uid).then(
      () => setBusy(false),
      (err: unknown) => {
        setBusy(false);
        setFailure(errorText(err));
      },
    );
  };
  return (
    <li className="invitation">
      <p className="invitation__what">
        <strong>{inviter}</strong> {t('invite.addedYou', { what })}
      </p>
      <p className="muted invitation__when">{when}</p>
      {failure && (
        <p role="alert" className="alert alert-error">
          {t('invite.notSaved', { error: failure })}
        </p>
      )}
      <div className="invitation__actions">
        <button type="button" className="button button-primary" disabled={busy} aria-label={t('invite.acceptName', { what, when })} onClick={accept}>
          {t('invite.accept')}
        </button>
        <ConfirmButton
          label={t('invite.decline')}
          ariaLabel={t('invite.declineName', { what, when })}
          title={t('invite.declineTitle')}
          description={t('invite.declineText', { kind: card.matchId !== '' ? 'match' : 'round', when })}
          confirmLabel={t('invite.decline')}
          onConfirm={() => declineInvitation(db, card.id, uid)}
        />
        {card.matchId !== '' && (
          <Link to="/matches/$id" params={{ id: card.matchId }} className="button invitation__open" aria-label={t('invite.seeName', { what, when })}>
            {t('invite.see')}
          </Link>
        )}
      </div>
    </li>
  );
}

export function Invitations({ uid }: { uid: string }) {
  const t = useT(dashboardText);
  const { invitations } = useInvitations(uid);
  const { byId } = useProfiles();
  const { results: tournaments } = useTournaments();
  if (invitations.length === 0) return null;
  return (
    <section className="dash-panel dash-invitations" aria-labelledby="dash-invitations-title">
      <h2 id="dash-invitations-title">{t('invite.title')}</h2>
      <p className="muted">{t('invite.note')}</p>
      <ul className="invitation-list">
        {invitations.map((card) => (
          <Invitation
            key={card.id}
            card={card}
            uid={uid}
            inviter={profileName(byId.get(card.creatorId))}
            tournament={card.tournamentId === '' ? undefined : tournaments.find((t) => t.id === card.tournamentId)?.name}
          />
        ))}
      </ul>
    </section>
  );
}
