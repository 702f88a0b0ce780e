// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { patchHole } from '../../../../src/data/index.ts';
import { cardTotals, distributeExtraShots } from '../../../../src/domain/index.ts';
import { cardEditOf, cardEditValues, saveCardEdit } from '../../../../src/features/score-cards/card-edit.ts';
import { CardEditForm } from '../../../../src/features/score-cards/CardEditForm.tsx';
import { renderedDatabasePerTest } from '../../data/rendered-database.tsx';
import { cardOn } from '../helpers.tsx';

const local = renderedDatabasePerTest();

describe('card edit', () => {
  it('explains each wrong field', async () => {
    const card = await cardOn(local.db, 'u1');
    const values = { ...cardEditValues(card), date: '', handicap: '12.5', greenFee: '-1', duration: 'long' };
    expect(cardEditOf(card, values)).toEqual({
      errors: {
        date: 'Enter the date and time of the round.',
        handicap: 'The course handicap must be a whole number.',
        greenFee: 'The green fee must be between 0 and 100000.',
        duration: 'The duration must be a number.',
      },
    });
  });

  it('stores the fields and spreads a new course handicap over the holes, with new totals', async () => {
    const card = await cardOn(local.db, 'u1', 18);
    await patchHole(local.db, card.id, 1, { shotCount: 5 });
    const result = cardEditOf(card, { ...cardEditValues(card), handicap: '0', event: ' Club medal ', greenFee: '40', duration: '245' });
    if (!('edit' in result)) throw new Error('unexpected errors');
    await saveCardEdit(local.db, card.id, result.edit, 5_000_000);
    const saved = (await local.db.scorecards.findOne(card.id).exec())?.toMutableJSON();
    expect(saved).toMatchObject({ handicap: 0, event: 'Club medal', greenFee: 40, duration: 245, modifiedDate: 5_000_000 });
    expect(saved?.holes.map((h) => h.extraShots)).toEqual(distributeExtraShots(0, saved?.holes.map((h) => h.hcp) ?? []));
    expect(saved?.holes[0]?.shotCount).toBe(5);
    expect(saved?.stableford).toBe(cardTotals(saved?.holes ?? []).stableford);
    expect(saved?.holes[0]?.modifiedAt).toBe(5_000_000);
  });

  it('keeps what was typed when a field is wrong', async () => {
    const card = await cardOn(local.db, 'u1');
    const onSave = vi.fn(async () => {});
    render(<CardEditForm card={card} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Duration (minutes)'), { target: { value: '3h' } });
    fireEvent.change(screen.getByLabelText('Event'), { target: { value: 'Spring cup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('The duration must be a number.')).toBeTruthy());
    expect((screen.getByLabelText('Event') as HTMLInputElement).value).toBe('Spring cup');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaves a competition card\'s terms as they are: the player edits only the rest', async () => {
    const card = { ...(await cardOn(local.db, 'u1', 18)), date: 1_700_000_000_123 };
    const onSave = vi.fn(async () => {});
    render(<CardEditForm card={card} onSave={onSave} termsLocked />);
    expect((screen.getByLabelText('Course handicap') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Date and tee time') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Competition round') as HTMLInputElement).disabled).toBe(true);
    // The event names a guest on a match card: a term too.
    expect((screen.getByLabelText('Event') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Windy back nine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]).toEqual([{ fields: expect.objectContaining({ notes: 'Windy back nine' }), extraShots: null }]);
    const fields = (onSave.mock.calls[0] as unknown as [{ fields: object }])[0].fields;
    for (const key of ['date', 'event', 'handicap', 'isCompetition']) expect(fields).not.toHaveProperty(key);
    // Values typed into the terms some other way are ignored too.
    const forced = cardEditOf(card, { ...cardEditValues(card), handicap: '0' }, true);
    expect(forced).toEqual({ edit: { fields: expect.not.objectContaining({ handicap: 0 }), extraShots: null } });
  });

  it('spreads a new course handicap of a 9-hole tee over the nine, a 9-hole one (docs/GOLF.md, "9-hole rounds")', async () => {
    const card = await cardOn(local.db, 'u1', 18);
    const tee = { type: 'Golf' as const, holeCount: 9, cr: 70.6, slope: 121, holes: [7, 11, 15, 1, 9, 5, 17, 13, 3].map((hcp, i) => ({ number: i + 1, par: 4, hcp })) };
    const nineCard = { ...card, holeCount: 9, handicapPlay: undefined, holes: card.holes.slice(0, 9).map((h, i) => ({ ...h, hcp: tee.holes[i]?.hcp ?? 1 })) };
    const result = cardEditOf(nineCard, { ...cardEditValues(nineCard), handicap: '4' }, false, tee);
    if (!('edit' in result)) throw new Error('unexpected errors');
    // 4 strokes on the holes of stroke index 1, 3, 5 and 7; without the tee they would be read on 18 holes (2).
    expect(result.edit.extraShots).toEqual([1, 0, 0, 1, 0, 1, 0, 0, 1]);
    const without = cardEditOf(nineCard, { ...cardEditValues(nineCard), handicap: '4' });
    expect('edit' in without && without.edit.extraShots).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 1]);
  });
});
