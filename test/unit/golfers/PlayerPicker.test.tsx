// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DirectorySearch } from '../../../src/data/directory.ts';
import { DirectoryContext } from '../../../src/data/hooks/directory.ts';
import type { UserDoc } from '../../../src/data/types.ts';
import { PlayerPicker } from '../../../src/golfers/PlayerPicker.tsx';

// Saving a golfer found on the server is a write to the phone's database: here one the test finishes.
const saving = vi.hoisted(() => ({ finish: (): void => undefined, golferIds: [] as string[] }));
vi.mock('../../../src/data/hooks/database.ts', () => ({ useGolfDatabase: () => ({}) }));
vi.mock('../../../src/data/writes/users.ts', () => ({
  saveGolfer: (_db: unknown, _savedBy: string, golferId: string) =>
    new Promise<void>((resolve) => {
      saving.golferIds.push(golferId);
      saving.finish = resolve;
    }),
}));

const profiles: UserDoc[] = [
  { id: 'ana', firstName: 'Ana', lastName: 'Ruiz', handicapGolf: 12.4 },
  { id: 'anabel', firstName: 'Anabel', lastName: 'Soto' },
  { id: 'tom', firstName: 'Tom', lastName: 'Anders', handicap: 20 },
];

afterEach(cleanup);

function find(text: string) {
  fireEvent.change(screen.getByLabelText('Find a golfer'), { target: { value: text } });
}

describe('PlayerPicker with guests (a match)', () => {
  it('looks from two letters, names each golfer in its button and offers the typed name as a guest', () => {
    const onAddGolfer = vi.fn();
    const onAddGuest = vi.fn();
    render(<PlayerPicker profiles={profiles} taken={new Set(['tom'])} onAddGolfer={onAddGolfer} onAddGuest={onAddGuest} />);
    find('a');
    expect(screen.queryByRole('list', { name: 'Golfers found' })).toBeNull();
    find('an');
    const found = within(screen.getByRole('list', { name: 'Golfers found' }));
    expect(found.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ana RuizHCP 12.4', 'Anabel SotoHCP 36', 'Add “an” as a guest']);
    fireEvent.click(found.getByRole('button', { name: 'Add Ana Ruiz' }));
    expect(onAddGolfer).toHaveBeenCalledWith(profiles[0], 'Ana Ruiz');
    expect(screen.getByLabelText('Find a golfer')).toHaveProperty('value', '');
    find(' Uncle Joe ');
    expect(screen.getByRole('status').textContent).toBe('No registered golfer on this phone matches “Uncle Joe”.');
    fireEvent.click(screen.getByRole('button', { name: 'Add “Uncle Joe” as a guest' }));
    expect(onAddGuest).toHaveBeenCalledWith('Uncle Joe');
  });
});

describe('PlayerPicker of registered golfers (a tournament)', () => {
  it('looks from the first letter, each golfer with an Add button', () => {
    const onAddGolfer = vi.fn();
    render(<PlayerPicker profiles={profiles} taken={new Set(['anabel'])} onAddGolfer={onAddGolfer} />);
    find('a');
    const found = within(screen.getByRole('list', { name: 'Golfers found' }));
    expect(found.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana Ruiz · HCP 12.4Add', 'Tom Anders · HCP 20Add']);
    fireEvent.click(found.getByRole('button', { name: 'Add Tom Anders' }));
    expect(onAddGolfer).toHaveBeenCalledWith(profiles[2], 'Tom Anders');
    find('zz');
    expect(screen.getByRole('list', { name: 'Golfers found' }).textContent).toBe('No golfer named like “zz”.');
    expect(screen.queryByRole('button', { name: /as a guest/ })).toBeNull();
  });
});

describe('PlayerPicker with the golfers on the server', () => {
  const onServer: UserDoc[] = [
    { id: 'ben', firstName: 'Ben', lastName: 'Lee', handicap: 8 },
    { id: 'cy', firstName: 'Cy', lastName: 'Park', handicap: 15 },
  ];
  const directory = {
    golfersByName: (text: string) => Promise.resolve(onServer.filter((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(text.toLowerCase()))),
    whenOnline: () => Promise.resolve(),
  } as unknown as DirectorySearch;

  it('keeps the next name typed while the golfer added before it is being saved', async () => {
    const onAddGolfer = vi.fn();
    render(
      <DirectoryContext.Provider value={directory}>
        <PlayerPicker profiles={profiles} taken={new Set()} onAddGolfer={onAddGolfer} savedBy="olga" />
      </DirectoryContext.Provider>,
    );
    find('Lee');
    const found = within(await screen.findByRole('list', { name: 'Golfers on the server' }));
    fireEvent.click(found.getByRole('button', { name: 'Add Ben Lee' }));
    expect(saving.golferIds).toEqual(['ben']);
    // The golfer types the next name before the phone has saved Ben.
    find('Park');
    await act(async () => saving.finish());
    expect(onAddGolfer).toHaveBeenCalledWith(onServer[0], 'Ben Lee');
    expect(screen.getByLabelText('Find a golfer')).toHaveProperty('value', 'Park');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Cy Park' }));
    await act(async () => saving.finish());
    expect(onAddGolfer).toHaveBeenLastCalledWith(onServer[1], 'Cy Park');
    // Nothing typed since: the search is cleared for the next golfer.
    expect(screen.getByLabelText('Find a golfer')).toHaveProperty('value', '');
  });
});
