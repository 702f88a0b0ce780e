import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, matchesToIcs, roundDurationMinutes, type IcsMatch } from '../../../../src/domain/index.ts';

// Instants are built in UTC and the file is in UTC, so these tests hold in any zone.
const NOW = Date.UTC(2026, 10, 23, 17, 5, 9, 450);
const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const physicalLines = (ics: string) => ics.split('\r\n').slice(0, -1);
/** True when a string holds half a surrogate pair, i.e. a character was cut in two. */
const cutCharacter = (line: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(line);
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

const pineValley: IcsMatch = {
  id: '-NmatchA1',
  date: Date.UTC(2026, 10, 28, 9, 30),
  holeCount: 18,
  courseName: 'Pine Valley',
  playMode: 'Fourball',
  scoringMode: 'Stableford',
  playerNames: ['Ana', 'Tom', 'Me'],
  teeName: 'Yellow',
};

describe('matchesToIcs', () => {
  it('writes a calendar with one event per match, line by line', () => {
    const nine: IcsMatch = { id: 'm2', date: Date.UTC(2027, 0, 2, 23, 15), holeCount: 9, courseName: 'Short', playMode: 'Individual', scoringMode: 'Strokes', playerNames: [] };
    const ics = matchesToIcs([pineValley, nine], { now: NOW });
    expect(physicalLines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Handicap Down!//Tee times//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:-NmatchA1@handicap-down.app',
      'DTSTAMP:20261123T170509Z',
      'DTSTART:20261128T093000Z',
      'DTEND:20261128T140000Z',
      'SUMMARY:Golf: Pine Valley — Fourball',
      'LOCATION:Pine Valley',
      // 76 octets: the last one moves to a continuation line.
      'DESCRIPTION:Players: Ana\\, Tom\\, Me\\nTee: Yellow\\nScoring: Stableford\\nHole',
      ' s: 18',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:m2@handicap-down.app',
      'DTSTAMP:20261123T170509Z',
      'DTSTART:20270102T231500Z',
      // 9 holes: 2h15, past midnight UTC into the next day.
      'DTEND:20270103T013000Z',
      'SUMMARY:Golf: Short — Individual',
      'LOCATION:Short',
      'DESCRIPTION:Scoring: Strokes\\nHoles: 9',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('ends every line, the last one too, with CRLF and nothing else', () => {
    const ics = matchesToIcs([pineValley], { now: NOW });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes an empty calendar when there are no matches', () => {
    expect(matchesToIcs([], { now: NOW })).toBe(
      'BEGIN:VCALENDAR\r\nPRODID:-//Handicap Down!//Tee times//EN\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n',
    );
  });

  it('takes a given duration and UID domain', () => {
    const ics = matchesToIcs([{ ...pineValley, durationMinutes: 90 }], { now: NOW, uidDomain: 'example.org' });
    expect(physicalLines(ics)).toContain('UID:-NmatchA1@example.org');
    expect(physicalLines(ics)).toContain('DTEND:20261128T110000Z');
  });

  it('escapes text values and folds long lines without cutting a character', () => {
    const course = 'Real Club de Golf "El Prat", Terrassa; Pinos\\Rosa — recorrido rosa ñandú 🏌️ hoyos';
    const ics = matchesToIcs([{ ...pineValley, courseName: course, playerNames: ['José Ñúñez', 'Zoë; "Bo"'], teeName: 'Amarillo\nnew tees' }], { now: NOW });
    const lines = physicalLines(ics);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(cutCharacter(line)).toBe(false);
      // Each physical line is whole UTF-8: decoding its bytes gives it back (no U+FFFD).
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const logical = physicalLines(unfold(ics));
    const escaped = 'Real Club de Golf "El Prat"\\, Terrassa\\; Pinos\\\\Rosa — recorrido rosa ñandú 🏌️ hoyos';
    expect(logical).toContain(`LOCATION:${escaped}`);
    expect(logical).toContain(`SUMMARY:Golf: ${escaped} — Fourball`);
    expect(logical).toContain('DESCRIPTION:Players: José Ñúñez\\, Zoë\\; "Bo"\\nTee: Amarillo\\nnew tees\\nScoring: Stableford\\nHoles: 18');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash first, then ; and , and turns every line break into \\n', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeIcsText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeIcsText('a:b "c"')).toBe('a:b "c"');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    const exact = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldIcsLine(exact)).toBe(exact);
    expect(foldIcsLine(`${exact}b`)).toBe(`${exact}\r\n b`);
  });

  it('moves a two-byte character whole to the next line when only one octet is left', () => {
    const folded = foldIcsLine(`SUMMARY:${'a'.repeat(66)}é${'b'.repeat(80)}`).split('\r\n');
    expect(folded[0]).toBe(`SUMMARY:${'a'.repeat(66)}`);
    expect(octets(folded[0] ?? '')).toBe(74);
    expect(folded[1]).toBe(` é${'b'.repeat(72)}`);
    expect(octets(folded[1] ?? '')).toBe(75);
    expect(folded[2]).toBe(` ${'b'.repeat(8)}`);
  });

  it('never splits a four-byte character (an emoji) or its surrogate pair', () => {
    const folded = foldIcsLine(`X:${'🏌'.repeat(40)}`).split('\r\n');
    expect(folded.map(octets)).toEqual([74, 73, 17]);
    for (const line of folded) expect(cutCharacter(line)).toBe(false);
    expect(folded.join('').replace(/ /g, '')).toBe(`X:${'🏌'.repeat(40)}`);
  });
});

describe('roundDurationMinutes', () => {
  it('is 15 minutes a hole: 4h30 for 18, 2h15 for 9', () => {
    expect(roundDurationMinutes(18)).toBe(270);
    expect(roundDurationMinutes(9)).toBe(135);
    expect(roundDurationMinutes(0)).toBe(15);
  });
});
