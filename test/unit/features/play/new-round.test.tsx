// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDoc } from '../../../../src/data/index.ts';
import { courseHandicap, distributeExtraShots, handicapFromCards } from '../../../../src/domain/index.ts';
import { card as whsCard, strokes } from '../../domain/whs/helpers.ts';
import { NewRoundForm } from '../../../../src/features/play/NewRoundForm.tsx';
import { buildRound, type NewRoundValues } from '../../../../src/features/play/new-round.ts';
import { fromLocalInput } from '../../../../src/ui/local-datetime.ts';
import { teeOf18 } from '../helpers.tsx';

afterEach(cleanup);

const course: CourseDoc = {
  id: 'c1',
  name: 'Sunny Links',
  nameSort: 'sunny links',
  creationDate: 1,
  lastModifiedDate: 1,
  creatorId: 'u1',
  tees: [{ ...teeOf18(), cr: 70.1, slope: 125 }],
};
const values: NewRoundValues = {
  courseId: 'c1',
  teeId: 'yellow',
  date: '2025-06-01T09:30',
  handicap: '18.4',
  isCompetition: true,
  greenFee: '65,50',
  usedBuggy: true,
  notes: '  Windy  ',
};

describe('buildRound', () => {
  it('creates the card with the course handicap and extra shots from the domain library', () => {
    const built = buildRound(values, { uid: 'u1', courses: [course], profile: { handicapPitchAndPutt: 5 } }, 1000);
    if (!('card' in built)) throw new Error(JSON.stringify(built.errors));
    const ch = courseHandicap({ handicap: 18.4, teeType: 'Golf', slope: 125, courseRating: 70.1, par: 72, holeCount: 18 });
    expect(built.card.handicap).toBe(ch);
    expect(built.card.holes.map((h) => h.extraShots)).toEqual(distributeExtraShots(ch, built.card.holes.map((h) => h.hcp)));
    expect(built.card).toMatchObject({
      date: fromLocalInput('2025-06-01T09:30'),
      handicapGolf: 18.4,
      handicapPitchAndPutt: 5,
      isCompetition: true,
      greenFee: 65.5,
      usedBuggy: true,
      notes: 'Windy',
      userId: 'u1',
      courseName: 'Sunny Links',
      holeCount: 18,
    });
  });

  it('returns a clear message per wrong field', () => {
    const built = buildRound(
      { ...values, courseId: '', teeId: '', date: '', handicap: 'abc', greenFee: '-3' },
      { uid: 'u1', courses: [course], profile: null },
    );
    expect('errors' in built && built.errors).toEqual({
      courseId: 'Choose the course you are playing.',
      teeId: 'Choose the tee you are playing from.',
      date: 'Enter the date of the round.',
      handicap: 'The handicap must be a number.',
      greenFee: 'The green fee must be between 0 and 100000.',
    });
  });
});

describe('NewRoundForm', () => {
  it('prefills the handicap from the profile, shows errors and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => ({ greenFee: 'The green fee must be a number.' }));
    render(<NewRoundForm courses={[course]} profile={{ handicapGolf: 12.3 }} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Tee'), { target: { value: 'yellow' } });
    expect((screen.getByLabelText('Handicap index') as HTMLInputElement).value).toBe('12.3');
    expect(screen.getByText(/Course handicap \d+ \(par 72\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Green fee'), { target: { value: 'twenty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start round' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The green fee must be a number.'));
    expect((screen.getByLabelText('Green fee') as HTMLInputElement).value).toBe('twenty');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ courseId: 'c1', teeId: 'yellow', handicap: '12.3' }));
  });

  it('says the score that lowers the index on the tee chosen, and projects another (docs/GOLF.md, "The score that lowers the index")', () => {
    // Differentials 15.3, 15.2, 16.6: index 13.2. On 70.1 / 125: 85 -> 14.9 x 113 / 125 = 13.470 -> 13.5 -> 12.5;
    // 86 -> 14.374 -> 14.4 -> 13.4, not lower.
    const handicapRecord = handicapFromCards([15.3, 15.2, 16.6].map((d, i) => whsCard(`c${i}`, i + 1, strokes(18, 5), { courseRating: 90 - d })));
    render(<NewRoundForm courses={[course]} handicapRecord={handicapRecord} profile={{ handicapGolf: 13.2 }} onSubmit={vi.fn(async () => null)} />);
    expect(screen.queryByText(/to lower your index/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Tee'), { target: { value: 'yellow' } });
    expect(screen.getByText('Shoot 85 or better on this tee to lower your index (13.2).')).toBeTruthy();
    expect(screen.getByText('After 85: 12.5 (now 13.2).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 stroke more' }));
    expect(screen.getByText('After 86: 13.4 (now 13.2).')).toBeTruthy();
  });

  it('for a golfer who will play one nine of an 18-hole tee, says the score on that nine (docs/GOLF.md, "The score that lowers the index")', () => {
    // Index 13.2, expected nine 8.1. Front nine rated 35.4 / 128: 42 -> 5.827 -> 5.8 + 8.1 = 13.9 -> 12.9; 43 -> 6.7 + 8.1 = 14.8 -> 13.8.
    const nines: CourseDoc = { ...course, tees: [{ ...teeOf18(), cr: 72.6, slope: 133, front9: { cr: 35.4, slope: 128 } }] };
    const handicapRecord = handicapFromCards([15.3, 15.2, 16.6].map((d, i) => whsCard(`c${i}`, i + 1, strokes(18, 5), { courseRating: 90 - d })));
    render(<NewRoundForm courses={[nines]} handicapRecord={handicapRecord} profile={{ handicapGolf: 13.2 }} onSubmit={vi.fn(async () => null)} />);
    fireEvent.change(screen.getByLabelText('Tee'), { target: { value: 'yellow' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Front nine' }));
    expect(screen.getByText('Shoot 42 or better on the front nine to lower your index (13.2).')).toBeTruthy();
    expect(screen.getByText('After 42: 12.9 (now 13.2).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 stroke more' }));
    expect(screen.getByText('After 43: 13.8 (now 13.2).')).toBeTruthy();
  });

  it('before an index, says how many scores are still needed', () => {
    const handicapRecord = handicapFromCards([whsCard('a', 1, strokes(18, 5))]);
    render(<NewRoundForm courses={[course]} handicapRecord={handicapRecord} profile={null} onSubmit={vi.fn(async () => null)} />);
    expect(screen.getByText(/^2 more scores until you have a handicap index/)).toBeTruthy();
  });
});
