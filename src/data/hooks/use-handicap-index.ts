// The golfer's handicap: the WHS index computed from their own cards (handicapFromCards), the
// profile's manual handicap, and which of them new rounds use (userData.handicapSource). One hook
// for the dashboard, the statistics, the profile and the new-round form.
import { useMemo } from 'react';
import { DEFAULT_HANDICAP, type HandicapFromCards } from '../../domain/index.ts';
import { cachedHandicap } from '../rounds-cache.ts';
import type { UserDataDoc, UserDoc } from '../types.ts';
import { useUserData, useUserProfile } from './documents.ts';
import { useMyRounds, type MyRounds } from './use-my-rounds.ts';

export type HandicapSource = NonNullable<UserDataDoc['handicapSource']>;

export interface HandicapInUse {
  /** The golf handicap index new rounds use. */
  value: number;
  /** Where it comes from: the computed index, the profile's handicap, or the default 36 when the
   * golfer has neither. */
  from: 'computed' | 'manual' | 'default';
  /** The golfer's choice (or what an absent choice means). */
  chosen: HandicapSource;
  /** The choice is the computed index but there are fewer than 3 scores yet. */
  computedMissing: boolean;
}

/**
 * Which handicap new rounds use. An explicit choice wins; without one, a golfer who typed a golf
 * handicap into the profile (an official one) keeps it, and everyone else gets the computed index.
 * When the computed index is chosen but does not exist yet (fewer than 3 scores), the profile's
 * handicap is used, else the default 36.
 */
export function handicapInUse(
  computed: number | null,
  profile: Pick<UserDoc, 'handicapGolf'> | null | undefined,
  source: HandicapSource | undefined,
): HandicapInUse {
  const manual = profile?.handicapGolf;
  const chosen: HandicapSource = source ?? (manual === undefined ? 'computed' : 'manual');
  if (chosen === 'computed' && computed !== null) return { value: computed, from: 'computed', chosen, computedMissing: false };
  const fallback = manual === undefined ? { value: DEFAULT_HANDICAP, from: 'default' as const } : { value: manual, from: 'manual' as const };
  return { ...fallback, chosen, computedMissing: chosen === 'computed' };
}

export interface HandicapState {
  /** Index, history, the record of 20 and the excluded cards (src/domain/whs). */
  computed: HandicapFromCards;
  inUse: HandicapInUse;
  /** The profile's manual golf handicap, if any. */
  manual: number | undefined;
  mine: MyRounds;
  loading: boolean;
}

export function useHandicapIndex(uid: string | undefined): HandicapState {
  const mine = useMyRounds(uid);
  const { profile, loading: profileLoading } = useUserProfile(uid);
  const { userData } = useUserData(uid);
  // Kept with the list of rounds (src/data/rounds-cache.ts): every page that shows the index shares it.
  const computed = useMemo(() => cachedHandicap(mine.rounds), [mine.rounds]);
  const inUse = useMemo(
    () => handicapInUse(computed.index, profile, userData?.handicapSource),
    [computed.index, profile, userData?.handicapSource],
  );
  return { computed, inUse, manual: profile?.handicapGolf, mine, loading: mine.loading || profileLoading };
}
