import { describe, expect, it } from 'vitest';
import { icsFileName, teeTimesToIcs } from '../../../../src/features/calendar/ics-export.ts';
import type { TeeTime } from '../../../../src/features/calendar/tee-times.ts';

const base: TeeTime = {
  key: 'match:m1',
  kind: 'match',
  id: 'm1',
  date: Date.UTC(2026, 10, 24, 9, 30),
  courseName: 'Pine Valley',
  teeNames: ['Yellow'],
  playMode: 'Fourball',
  scoringMode: 'Stableford',
  holeCount: 18,
  players: ['You', 'Ben', 'Tom'],
  otherPlayers: ['Ben', 'Tom'],
  cards: [],
  said: { clock: '', course: '', detail: '' },
  name: '',
};
const now = Date.UTC(2026, 10, 23, 18, 0);

describe('teeTimesToIcs', () => {
  it('writes one event per match, with my name instead of "You", and leaves rounds out', () => {
    const round: TeeTime = { ...base, key: 'card:r1', kind: 'round', id: 'r1', playMode: undefined, scoringMode: undefined };
    const ics = teeTimesToIcs([base, round, { ...base, key: 'match:m2', id: 'm2', kind: 'tournament', teeNames: [] }], { now, myName: 'Ana' }) ?? '';
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain('UID:m1@handicap-down.app');
    expect(unfolded).toContain('DTSTART:20261124T093000Z\r\nDTEND:20261124T140000Z');
    expect(unfolded).toContain('DESCRIPTION:Players: Ana\\, Ben\\, Tom\\nTee: Yellow\\nScoring: Stableford\\nHoles: 18');
    expect(unfolded).toContain('UID:m2@handicap-down.app');
    expect(unfolded).not.toContain('r1@');
  });

  it('keeps "You" when the golfer has no name, and gives null with no match to export', () => {
    expect(teeTimesToIcs([base], { now, myName: null })).toContain('Players: You\\, Ben\\, Tom');
    expect(teeTimesToIcs([{ ...base, kind: 'round' }], { now, myName: 'Ana' })).toBeNull();
    expect(teeTimesToIcs([], { now, myName: 'Ana' })).toBeNull();
  });

  it('names the file after the local day it is made', () => {
    expect(icsFileName(new Date(2026, 10, 23, 23, 59).getTime())).toBe('handicap-down-tee-times-2026-11-23.ics');
  });
});
