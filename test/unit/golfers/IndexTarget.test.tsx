// @vitest-environment happy-dom
// The score that lowers the index and the projection (docs/GOLF.md, "The score that lowers the index"),
// as the new-round form and the dashboard show them: the worked examples, typed and stepped.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { handicapFromCards, type HandicapCard } from '../../../src/domain/index.ts';
import { IndexTarget, type TargetTee } from '../../../src/golfers/IndexTarget.tsx';
import { chooseLanguage } from '../../../src/i18n/language.ts';
import { card, strokes } from '../domain/whs/helpers.ts';

const DAY = 86_400_000;
afterEach(async () => {
  cleanup();
  await chooseLanguage(undefined);
});

const scored = (id: string, day: number, d: number): HandicapCard => card(id, day, strokes(18, 5), { courseRating: 90 - d });
const record = (differentials: readonly number[], firstDay = 1, prefix = 'c') => differentials.map((d, i) => scored(`${prefix}${i}`, firstDay + i, d));
const holes = (n: number) => Array.from({ length: n }, (_, i) => ({ number: i + 1, par: 4, hcp: n === 9 ? 2 * i + 1 : i + 1 }));
const tee72: TargetTee = { type: 'Golf', holeCount: 18, cr: 72, slope: 113, holes: holes(18) };
/** 15.3, 15.2, 16.6: index 13.2. */
const threeScores = handicapFromCards(record([15.3, 15.2, 16.6]));

const result = () => screen.getByText(/^After /);

describe('IndexTarget', () => {
  it('says the score on the tee chosen and projects it, typed or stepped', () => {
    render(<IndexTarget handicap={threeScores} tee={tee72} now={10 * DAY} />);
    expect(screen.getByText('Shoot 86 or better on this tee to lower your index (13.2).')).toBeTruthy();
    expect(screen.getByText('An adjusted gross score: each hole counts at most net double bogey.')).toBeTruthy();
    const score = screen.getByLabelText('Your index after a score of') as HTMLInputElement;
    expect(score.value).toBe('86');
    expect(result().textContent).toBe('After 86: 13.0 (now 13.2).');
    fireEvent.click(screen.getByRole('button', { name: '1 stroke more' }));
    expect(score.value).toBe('87');
    expect(result().textContent).toBe('After 87: 14.0 (now 13.2).');
    fireEvent.change(score, { target: { value: '90' } });
    expect(result().textContent).toBe('After 90: 14.2 (now 13.2).');
    fireEvent.change(score, { target: { value: '5' } });
    expect(screen.getByText('Type a score from 18 to 270.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 stroke less' }));
    expect(score.value).toBe('85');
  });

  it('names the course and tee on the dashboard, and a 9-hole tee needs a score over the nine', () => {
    const nine: TargetTee = { type: 'Golf', holeCount: 9, cr: 70.6, slope: 121, holes: holes(9) };
    render(<IndexTarget handicap={threeScores} tee={nine} where={{ course: 'Sunny Links', tee: 'Yellow' }} now={10 * DAY} />);
    expect(screen.getByText('Shoot 41 or better over the nine on Sunny Links (Yellow) to lower your index (13.2).')).toBeTruthy();
    expect(result().textContent).toBe('After 41: 12.4 (now 13.2).');
  });

  it('on an 18-hole tee, the golfer may ask for one nine: its own rating, or half the tee\'s (docs/GOLF.md, worked examples)', () => {
    const tee: TargetTee = { type: 'Golf', holeCount: 18, cr: 72.6, slope: 133, front9: { cr: 35.4, slope: 128 }, holes: holes(18) };
    render(<IndexTarget handicap={threeScores} tee={tee} where={{ course: 'Sunny Links', tee: 'Yellow' }} now={10 * DAY} />);
    expect(screen.getByRole('radio', { name: '18 holes' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Front nine' }));
    expect(screen.getByText('Shoot 42 or better on the front nine of Sunny Links (Yellow) to lower your index (13.2).')).toBeTruthy();
    expect(screen.getByText('Score only that nine on the card: it counts as a 9-hole round.')).toBeTruthy();
    expect(result().textContent).toBe('After 42: 12.9 (now 13.2).');
    fireEvent.click(screen.getByRole('radio', { name: 'Back nine' }));
    expect(screen.getByText('Shoot 43 or better on the back nine of Sunny Links (Yellow) to lower your index (13.2).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 stroke more' }));
    expect(result().textContent).toBe('After 44: 13.6 (now 13.2).');
    fireEvent.change(screen.getByLabelText('Your index after a score of'), { target: { value: '5' } });
    expect(screen.getByText('Type a score from 9 to 135.')).toBeTruthy();
  });

  it('offers no nine on a 9-hole tee, also when the tee changes to one after a nine was chosen', () => {
    const nineTee: TargetTee = { type: 'Golf', holeCount: 9, cr: 70.6, slope: 121, holes: holes(9) };
    const { rerender } = render(<IndexTarget handicap={threeScores} tee={tee72} now={10 * DAY} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Front nine' }));
    rerender(<IndexTarget handicap={threeScores} tee={nineTee} now={10 * DAY} />);
    expect(screen.queryByRole('radio', { name: 'Front nine' })).toBeNull();
    expect(screen.getByText('Shoot 41 or better over the nine on this tee to lower your index (13.2).')).toBeTruthy();
  });

  it('says which cap holds the projected index', () => {
    const later = [8, 9, 9.2, 9.4, 9.6, 9.8, 10, 10.2, ...Array<number>(12).fill(20)];
    const soft = handicapFromCards([...record(Array<number>(20).fill(4)), ...record(later, 21, 'l')]);
    render(<IndexTarget handicap={soft} tee={tee72} now={41 * DAY} />);
    expect(screen.getByText('Shoot 78 or better on this tee to lower your index (8.2).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your index after a score of'), { target: { value: '90' } });
    expect(result().textContent).toBe('After 90: 8.9 (now 8.2). The soft cap holds it there: calculated 10.7, low index of the last 365 days 4.0.');
    cleanup();
    const hard = handicapFromCards([...record(Array<number>(20).fill(2)), ...record(later, 21, 'l')]);
    render(<IndexTarget handicap={hard} tee={tee72} now={41 * DAY} />);
    fireEvent.change(screen.getByLabelText('Your index after a score of'), { target: { value: '90' } });
    expect(result().textContent).toBe('After 90: 7.0 (now 7.0). The hard cap holds it at the low index of the last 365 days, 2.0, plus 5.0: calculated 10.7.');
  });

  it('with fewer than 3 scores says what is needed instead, tee or not', () => {
    render(<IndexTarget handicap={handicapFromCards([...record([15.3]), card('n', 3, strokes(9, 5))])} tee={undefined} />);
    expect(screen.getByText('2 more scores until you have a handicap index: an 18-hole round on a rated tee is one score, two 9-hole rounds make one.')).toBeTruthy();
    expect(screen.getByText('One of your 9-hole rounds is waiting for a second nine.')).toBeTruthy();
    expect(screen.queryByLabelText('Your index after a score of')).toBeNull();
  });

  it('says an unrated tee does not count', () => {
    render(<IndexTarget handicap={threeScores} tee={{ ...tee72, cr: 0 }} />);
    expect(screen.getByText('This tee has no course rating and slope: its rounds do not count for your index.')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await chooseLanguage('es');
    render(
      <Suspense fallback={null}>
        <IndexTarget handicap={threeScores} tee={tee72} where={{ course: 'Sunny Links', tee: 'Amarillas' }} now={10 * DAY} />
      </Suspense>,
    );
    expect(await screen.findByText('Haz 86 o menos en Sunny Links (Amarillas) para bajar tu índice (13,2).')).toBeTruthy();
    const group = screen.getByLabelText('Tu índice tras un resultado de').closest('div') as HTMLElement;
    fireEvent.click(within(group).getByRole('button', { name: '1 golpe más' }));
    expect(screen.getByText('Tras 87: 14,0 (ahora 13,2).')).toBeTruthy();
    // 72.0 / 113 halved: 42 - 36 = 6.0, + 8.1 = 14.1 -> 13.1
    fireEvent.click(screen.getByRole('radio', { name: 'Primeros nueve' }));
    expect(screen.getByText('Haz 42 o menos en los primeros nueve de Sunny Links (Amarillas) para bajar tu índice (13,2).')).toBeTruthy();
    expect(screen.getByText('Apunta en la tarjeta solo esos nueve hoyos: cuenta como una vuelta de 9 hoyos.')).toBeTruthy();
  });
});
