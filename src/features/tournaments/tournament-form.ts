// The tournament form's values, their check, and the names shown for players.
import { defaultAllowance, isoDateOf, localDateOf, parseIsoDate, type PlayMode, type ScoringMode } from '../../domain/index.ts';
import type { TournamentDoc, UserDoc } from '../../data/types.ts';
import type { TournamentPlayer, TournamentSettings } from '../../data/writes/tournaments.ts';
import { fullName } from '../../golfers/golfer-name.ts';
import { tournamentsText } from './i18n/index.ts';

export interface TournamentFormValues {
  name: string;
  /** 'YYYY-MM-DD' (date inputs). */
  startDate: string;
  endDate: string;
  playMode: PlayMode;
  scoringMode: ScoringMode;
  holeCount: 9 | 18;
  /** Percent, as typed. */
  allowance: string;
  players: TournamentPlayer[];
}

export type TournamentFormErrors = Partial<Record<'name' | 'startDate' | 'endDate' | 'allowance', string>>;

const isoDay = (ms: number) => isoDateOf(ms);

export function newTournamentValues(now: number = Date.now()): TournamentFormValues {
  return { name: '', startDate: isoDay(now), endDate: isoDay(now), playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, allowance: '95', players: [] };
}

export function valuesOf(t: TournamentDoc): TournamentFormValues {
  const playMode = t.playMode ?? 'Individual';
  const allowance = t.handicapAllowance ?? defaultAllowance(playMode);
  return {
    name: t.name,
    startDate: isoDay(t.startDate ?? t.creationDate),
    endDate: isoDay(t.endDate ?? t.startDate ?? t.creationDate),
    playMode,
    scoringMode: t.scoringMode ?? 'Stableford',
    holeCount: t.holeCount === 9 ? 9 : 18,
    allowance: allowance === undefined ? '' : String(allowance),
    players: (t.players ?? []).map((p) => ({ ...p })),
  };
}

/** Whether the format takes an allowance of its own (Foursome and Scramble use the side allowances). */
export const hasAllowance = (playMode: PlayMode) => defaultAllowance(playMode) !== undefined;

export function checkTournament(v: TournamentFormValues): { errors: TournamentFormErrors } | { value: TournamentSettings } {
  const errors: TournamentFormErrors = {};
  if (v.name.trim() === '') errors.name = tournamentsText.t('check.name');
  else if (v.name.trim().length > 200) errors.name = tournamentsText.t('check.nameLength');
  const start = parseIsoDate(v.startDate);
  const end = parseIsoDate(v.endDate);
  if (!start) errors.startDate = tournamentsText.t('check.firstDay');
  if (!end) errors.endDate = tournamentsText.t('check.lastDay');
  else if (start && end < start) errors.endDate = tournamentsText.t('check.lastBeforeFirst');
  let allowance: number | undefined;
  if (hasAllowance(v.playMode)) {
    const a = Number(v.allowance.trim());
    if (v.allowance.trim() === '' || !Number.isInteger(a) || a < 0 || a > 100) errors.allowance = tournamentsText.t('check.allowance');
    else allowance = a;
  }
  if (Object.keys(errors).length > 0 || !start || !end) return { errors };
  return {
    value: {
      name: v.name.trim(),
      startDate: localDateOf(v.startDate).getTime(),
      endDate: localDateOf(v.endDate).getTime(),
      format: { playMode: v.playMode, scoringMode: v.scoringMode, holeCount: v.holeCount, handicapAllowance: allowance },
      players: v.players,
    },
  };
}

/** A golfer's name: their profile, else the name kept in the tournament, else "Golfer". */
export function nameOf(uid: string, profiles: ReadonlyMap<string, UserDoc>, t?: Pick<TournamentDoc, 'players' | 'organizer'>): string {
  return (
    fullName(profiles.get(uid)) ??
    t?.players?.find((p) => p.userId === uid)?.name ??
    (t?.organizer.id === uid ? t.organizer.name : undefined) ??
    tournamentsText.t('name.golfer')
  );
}

/** The day span, "12 Jun 2026" or "12 Jun 2026 - 14 Jun 2026". */
export function datesLabel(t: Pick<TournamentDoc, 'startDate' | 'endDate'>, label: (ms: number) => string): string {
  if (t.startDate === undefined) return tournamentsText.t('dates.notSet');
  if (t.endDate === undefined || t.endDate === t.startDate) return label(t.startDate);
  return `${label(t.startDate)} – ${label(t.endDate)}`;
}
