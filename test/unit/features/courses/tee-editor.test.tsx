// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tee } from '../../../../src/data/index.ts';
import { TeeEditor } from '../../../../src/features/courses/tee-form/TeeEditor.tsx';
import { formToTee, newTeeForm, teeToForm } from '../../../../src/features/courses/tee-form/model.ts';
import { teeOf18 } from '../helpers.tsx';

afterEach(cleanup);

function renderEditor(initial = newTeeForm()) {
  const onSave = vi.fn<(tee: Tee) => Promise<void>>(() => Promise.resolve());
  render(<TeeEditor title="New tee" initial={initial} onSave={onSave} onCancel={() => undefined} />);
  const form = screen.getByRole('form', { name: 'New tee' });
  const hole = (n: number) => within(screen.getByRole('group', { name: `Hole ${n}` }));
  const type = (label: string, value: string, scope = within(form)) => fireEvent.change(scope.getByLabelText(label), { target: { value } });
  return { onSave, form, hole, type };
}

/** Opens or folds a hole's coordinates, as tapping its summary does. */
function toggleCoordinates(scope: ReturnType<typeof within>, open: boolean) {
  const details = scope.getByText(/Coordinates and obstacles/).closest('details');
  if (!details) throw new Error('no coordinates section');
  details.open = open;
  fireEvent(details, new Event('toggle'));
  return details;
}

function fillIndexes(hole: (n: number) => ReturnType<typeof within>, count: number) {
  for (let n = 1; n <= count; n++) fireEvent.change(hole(n).getByLabelText('Stroke index'), { target: { value: String(n) } });
}

// Rendering 18 holes in happy-dom takes a few seconds per test on a busy machine.
describe('TeeEditor validation wiring', { timeout: 30_000 }, () => {
  it('shows no errors before the first save, then each message next to its field, described by it', async () => {
    const { onSave, form, hole, type } = renderEditor();
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    type('Slope', '200');
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    expect(onSave).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Tee name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter the tee name.');
    const slope = screen.getByLabelText('Slope');
    expect(slope.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'The slope must be between 55 and 155.',
      '55 to 155',
    ]);
    const si = hole(1).getByLabelText('Stroke index');
    expect(document.getElementById(si.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter the stroke index.');
    // The refusal is announced and focus goes to the first wrong field.
    expect(screen.getAllByRole('alert').some((a) => /fields need a fix/.test(a.textContent ?? ''))).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(name));
    // What was typed stays.
    expect((slope as HTMLInputElement).value).toBe('200');
  });

  it('follows the typing once shown: a fixed field loses its message', () => {
    const { type } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    expect(screen.getByLabelText('Tee name').getAttribute('aria-invalid')).toBe('true');
    type('Tee name', 'White');
    expect(screen.getByLabelText('Tee name').getAttribute('aria-invalid')).toBeNull();
  });

  it('flags a stroke index used twice on the later hole', () => {
    const { hole } = renderEditor();
    fillIndexes(hole, 18);
    fireEvent.change(hole(5).getByLabelText('Stroke index'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    const si5 = hole(5).getByLabelText('Stroke index');
    expect(document.getElementById(si5.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Stroke index 1 is already used on hole 1.');
    expect(hole(1).getByLabelText('Stroke index').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows 9 holes for a 9-hole tee and keeps what was typed for the back nine', () => {
    const { hole, type } = renderEditor();
    fireEvent.change(hole(12).getByLabelText('Distance (m)'), { target: { value: '345' } });
    type('Holes', '9');
    expect(screen.getAllByRole('group', { name: /^Hole \d+$/ })).toHaveLength(9);
    type('Holes', '18');
    expect((hole(12).getByLabelText('Distance (m)') as HTMLInputElement).value).toBe('345');
  });

  it('explains the pitch and putt par rule and moves untouched pars to 3', () => {
    const { hole, type } = renderEditor();
    fireEvent.change(hole(2).getByLabelText('Par'), { target: { value: '5' } });
    type('Type', 'Pitch and Putt');
    expect((hole(1).getByLabelText('Par') as HTMLInputElement).value).toBe('3');
    expect((hole(2).getByLabelText('Par') as HTMLInputElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    const par2 = hole(2).getByLabelText('Par');
    expect(document.getElementById(par2.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Every hole of a pitch and putt course is a par 3.');
  });

  it('opens a hole\'s coordinates when one of them is wrong', () => {
    const { hole } = renderEditor();
    expect(hole(3).queryByLabelText('Tee latitude')).toBeNull();
    toggleCoordinates(hole(3), true);
    fireEvent.change(hole(3).getByLabelText('Tee latitude'), { target: { value: '95' } });
    const details = toggleCoordinates(hole(3), false);
    expect(hole(3).queryByLabelText('Tee latitude')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    expect(details.open).toBe(true);
    // Folding kept what was typed.
    expect((hole(3).getByLabelText('Tee latitude') as HTMLInputElement).value).toBe('95');
    const lon = hole(3).getByLabelText('Tee longitude');
    expect(document.getElementById(lon.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter the longitude of the tee too.');
  });

  it('saves a valid 18-hole tee as a stored tee: numbers parsed, empty fields absent, obstacles kept', async () => {
    const { onSave, hole, type } = renderEditor();
    type('Tee name', ' White ');
    type('Colour', 'white');
    type('Course rating', '71,4');
    type('Slope', '128');
    fillIndexes(hole, 18);
    fireEvent.change(hole(1).getByLabelText('Distance (m)'), { target: { value: '352' } });
    toggleCoordinates(hole(1), true);
    fireEvent.change(hole(1).getByLabelText('Tee latitude'), { target: { value: '52.1' } });
    fireEvent.change(hole(1).getByLabelText('Tee longitude'), { target: { value: '-4.2' } });
    fireEvent.click(hole(1).getByRole('button', { name: 'Add obstacle' }));
    const obstacle = within(hole(1).getByRole('group', { name: 'Obstacle 1' }));
    fireEvent.change(obstacle.getByLabelText('Obstacle name'), { target: { value: 'Pond' } });
    fireEvent.change(obstacle.getByLabelText('Latitude'), { target: { value: '52.102' } });
    fireEvent.change(obstacle.getByLabelText('Longitude'), { target: { value: '-4.2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const tee = onSave.mock.calls[0]?.[0];
    expect(tee).toMatchObject({ name: 'White', type: 'Golf', colour: 'white', holeCount: 18, cr: 71.4, slope: 128 });
    expect(tee?.id).toMatch(/^.{20}$/);
    expect(tee?.holes).toHaveLength(18);
    expect(tee?.holes[0]).toEqual({
      number: 1,
      par: 4,
      hcp: 1,
      distance: 352,
      teeLatitude: 52.1,
      teeLongitude: -4.2,
      obstacles: [{ name: 'Pond', latitude: 52.102, longitude: -4.2 }],
    });
    expect(tee?.holes[17]).toEqual({ number: 18, par: 4, hcp: 18 });
  });

  it("saves the nines' own ratings of an 18-hole tee, checked like the tee's, and keeps them through an edit", async () => {
    const { onSave, hole, type } = renderEditor();
    type('Tee name', 'Blue');
    fillIndexes(hole, 18);
    type('Front nine rating', '35,4');
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Front nine slope').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the front nine slope too, or leave its rating empty.')).toBeTruthy();
    type('Front nine slope', '128');
    type('Back nine rating', '36.1');
    type('Back nine slope', '133');
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const tee = onSave.mock.calls[0]?.[0];
    expect(tee).toMatchObject({ front9: { cr: 35.4, slope: 128 }, back9: { cr: 36.1, slope: 133 } });
    // An imported tee keeps its nines (and its exact metres) when edited and saved again.
    const imported = { ...teeOf18(), front9: { cr: 37.2, slope: 139 }, holes: teeOf18().holes.map((h) => ({ ...h, distance: 374.904 })) };
    const again = formToTee(teeToForm(imported));
    expect(again).toMatchObject({ front9: { cr: 37.2, slope: 139 } });
    expect(again).not.toHaveProperty('back9');
    expect(again.holes[0]?.distance).toBe(374.904);
    // A 9-hole tee saves no nines, whatever was typed before switching.
    expect(formToTee({ ...teeToForm(imported), holeCount: '9' })).not.toHaveProperty('front9');
  });

  it('holds a hole to its obstacles limit and says why an obstacle name is too long', () => {
    const { onSave, hole } = renderEditor();
    toggleCoordinates(hole(2), true);
    for (let i = 0; i < 10; i++) fireEvent.click(hole(2).getByRole('button', { name: 'Add obstacle' }));
    expect(hole(2).queryByRole('button', { name: 'Add obstacle' })).toBeNull();
    expect(hole(2).getByText('A hole has at most 10 obstacles.')).toBeTruthy();
    const third = within(hole(2).getByRole('group', { name: 'Obstacle 3' }));
    fireEvent.change(third.getByLabelText('Obstacle name'), { target: { value: 'b'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(hole(2).getByText('The name of obstacle 3 can be at most 60 characters.')).toBeTruthy();
  });

  it('shows a refused write and keeps the form as typed', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('offline storage full')));
    render(<TeeEditor title="Edit tee" initial={teeToForm(teeOf18())} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Tee name'), { target: { value: 'Yellow 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    await screen.findByText('The tee was not saved: offline storage full');
    expect((screen.getByLabelText('Tee name') as HTMLInputElement).value).toBe('Yellow 2');
  });
});

describe('tee form model', () => {
  it('round-trips a stored tee unchanged, notes included', () => {
    const tee = teeOf18();
    const first = tee.holes[0];
    if (first) Object.assign(first, { notes: 'Blind drive', middleLatitude: 51.5, middleLongitude: -0.1 });
    expect(formToTee(teeToForm(tee))).toEqual(tee);
  });

  it('in yards: shows each yardage, saves it unchanged as the stored metres, a changed one exactly', () => {
    const tee = teeOf18();
    tee.holes.forEach((h, i) => (h.distance = (300 + i) * 0.9144));
    const form = teeToForm(tee, 'yards');
    expect(form.holes.slice(0, 3).map((h) => h.distance)).toEqual(['300', '301', '302']);
    expect(formToTee(form)).toEqual(tee);
    const edited = { ...form, holes: form.holes.map((h, i) => (i === 0 ? { ...h, distance: '412' } : h)) };
    expect(formToTee(edited).holes[0]?.distance).toBe(412 * 0.9144);
    // A length typed in metres, edited in yards and saved unchanged, keeps its metres.
    const metres = teeOf18();
    expect(formToTee(teeToForm(metres, 'yards'))).toEqual(metres);
  });

  it('labels the distance in the unit and bounds it there', async () => {
    const { onSave, hole } = renderEditor(newTeeForm('yards'));
    expect(hole(1).getByLabelText('Distance (yd)')).toBeTruthy();
    fireEvent.change(hole(1).getByLabelText('Distance (yd)'), { target: { value: '1100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tee' }));
    expect(await hole(1).findByText('The distance must be between 0 and 1093.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('pads a 9-hole tee to 18 rows but saves 9', () => {
    const nine: Tee = { ...teeOf18(), holeCount: 9, holes: teeOf18().holes.slice(0, 9) };
    const form = teeToForm(nine);
    expect(form.holes).toHaveLength(18);
    expect(formToTee(form).holes).toHaveLength(9);
  });
});
