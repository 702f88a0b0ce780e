// @vitest-environment happy-dom
// "Next ›" renders only what the hole change touches (docs/ARCHITECTURE.md, "Speed on a phone"): the
// hole's view for the new hole, the two holes of the strip whose marker moves and the header's number.
// Every other memoised part is counted and must not render, from the tap until the round in play has
// followed the hole (that write changes the golfer's data, bag and all). A part renders when its
// function runs; a memo's bail-out does not count.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScoreCard } from '../../../../src/data/hooks/documents.ts';
import { saveUserProfile, setBag, type GolfDatabase } from '../../../../src/data/index.ts';
import { createMatch } from '../../../../src/data/writes/matches.ts';
import { GroupScoring } from '../../../../src/features/play/GroupScoring.tsx';
import { PlayScreen } from '../../../../src/features/play/PlayScreen.tsx';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { cardOn, courseWithTee, renderWithDb } from '../helpers.tsx';
import { renderCounts, resetRenderCounts } from './render-counts.ts';

/** A module factory for vi.mock that counts the renders of the memoised components `names` exports. */
const { countedExports } = vi.hoisted(() => ({
  countedExports: (names: string[]) => async (importOriginal: () => Promise<Record<string, unknown>>) => {
    const module = await importOriginal();
    const { counted } = await import('./render-counts.ts');
    const out: Record<string, unknown> = { ...module };
    for (const name of names) out[name] = counted(name, module[name] as never);
    return out;
  },
}));
vi.mock('../../../../src/features/play/PlayHeader.tsx', countedExports(['PlayHeader']));
vi.mock('../../../../src/features/play/TotalsBar.tsx', countedExports(['TotalsBar']));
vi.mock('../../../../src/features/play/HoleStrip.tsx', countedExports(['HoleStrip']));
vi.mock('../../../../src/features/play/StripHole.tsx', countedExports(['StripHole']));
vi.mock('../../../../src/features/play/StorageNote.tsx', countedExports(['StorageNote']));
vi.mock('../../../../src/features/play/PlayDistances.tsx', countedExports(['PlayDistances']));
vi.mock('../../../../src/features/play/PlayerHoleEntry.tsx', countedExports(['PlayerHoleEntry']));
vi.mock('../../../../src/scoring/hole-entry/RoundNav.tsx', countedExports(['RoundNav']));
vi.mock('../../../../src/scoring/hole-entry/HoleView.tsx', countedExports(['HoleView']));
vi.mock('../../../../src/scoring/hole-entry/ShotsStepper.tsx', countedExports(['ShotsStepper']));
vi.mock('../../../../src/scoring/hole-entry/Stepper.tsx', countedExports(['Stepper']));
vi.mock('../../../../src/scoring/hole-entry/ClubPicker.tsx', countedExports(['ClubPicker']));
vi.mock('../../../../src/scoring/hole-entry/ResultPicker.tsx', countedExports(['ResultPicker']));
vi.mock('../../../../src/scoring/screen-awake/ScreenAwakeSetting.tsx', countedExports(['ScreenAwakeSetting']));

let db: GolfDatabase;
beforeEach(async () => {
  // The group screen watches the position for its distances; this page has no fix to give.
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { watchPosition: () => 1, clearWatch: () => undefined } });
  db = await freshDatabase();
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

async function currentHole(uid: string): Promise<number | undefined> {
  return (await db.userdata.findOne(uid).exec())?.toMutableJSON().inPlay?.currentHole;
}

/** Presses Next on hole 2 (a hole in the middle of the round, reached by Next) and counts what renders
 * until the round in play is on hole 3. */
async function rendersOfNext(uid: string): Promise<Record<string, number>> {
  await screen.findByRole('heading', { name: /Hole 1/ });
  await waitFor(async () => expect(await currentHole(uid)).toBe(0));
  fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
  await screen.findByRole('heading', { name: /Hole 2/ });
  await waitFor(async () => expect(await currentHole(uid)).toBe(1));
  resetRenderCounts();
  fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
  await screen.findByRole('heading', { name: /Hole 3/ });
  await waitFor(async () => expect(await currentHole(uid)).toBe(2));
  return renderCounts();
}

describe('Next on the single card’s play screen', () => {
  function LivePlay() {
    const { card } = useScoreCard('card1');
    return card ? <PlayScreen card={card} uid="golferA" onEnded={() => {}} emptyBag={<p>No clubs</p>} /> : null;
  }

  it('renders the new hole, the strip’s two holes whose marker moves and the header, nothing else', async () => {
    await cardOn(db, 'golferA');
    // A bag: the golfer's data changes with the round in play, and its clubs must not render for it.
    await setBag(db, 'golferA', [
      { id: 'drv', name: 'Driver' },
      { id: 'i7', name: '7 iron' },
    ]);
    renderWithDb(db, <LivePlay />);
    const renders = await rendersOfNext('golferA');
    // What the hole change touches.
    expect(renders.PlayHeader).toBe(1);
    expect(renders.HoleView).toBe(1);
    expect(renders.HoleStrip).toBe(1);
    expect(renders.StripHole).toBe(2);
    // The rest stays as it is: the totals, the navigation (a hole in the middle), the screen-awake
    // setting, the storage note, and in the hole view the counters, results and clubs whose values are
    // the same on both holes (all but the shots counter, whose par changes, are unplayed and empty).
    expect({
      TotalsBar: renders.TotalsBar,
      RoundNav: renders.RoundNav,
      ScreenAwakeSetting: renders.ScreenAwakeSetting,
      StorageNote: renders.StorageNote,
      ResultPicker: renders.ResultPicker,
      ClubPicker: renders.ClubPicker,
      'Stepper (putts, bunker shots, penalties)': (renders.Stepper ?? 0) - (renders.ShotsStepper ?? 0),
    }).toEqual({ TotalsBar: 0, RoundNav: 0, ScreenAwakeSetting: 0, StorageNote: 0, ResultPicker: 0, ClubPicker: 0, 'Stepper (putts, bunker shots, penalties)': 0 });
  });
});

describe('Next on the group screen of a match of four', () => {
  let cardId = '';
  beforeEach(async () => {
    const course = await courseWithTee(db, 'ana');
    for (const [uid, firstName] of [['ana', 'Ana'], ['bob', 'Bob'], ['cy', 'Cy'], ['di', 'Di']] as const) {
      await saveUserProfile(db, uid, { firstName, lastName: 'Fernández-Castellanos' });
    }
    const match = await createMatch(db, {
      creatorId: 'ana', date: Date.now(), course, teeId: 'yellow', playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, isCompetition: false,
      players: [{ userId: 'ana', side: 1 }, { userId: 'bob', side: 1 }, { userId: 'cy', side: 2 }, { userId: 'di', side: 2 }],
    });
    cardId = match.scoreCards?.[0] ?? '';
    await setBag(db, 'ana', [{ id: 'drv', name: 'Driver' }]);
  });

  function Group() {
    const { card } = useScoreCard(cardId);
    return card ? <GroupScoring card={card} uid="ana" onEnded={() => {}} emptyBag={<p>No clubs</p>} fallback={<p>No match</p>} /> : null;
  }

  it('renders each player’s new hole and the header, nothing else', async () => {
    renderWithDb(db, <Group />);
    const renders = await rendersOfNext('ana');
    expect(renders.PlayHeader).toBe(1);
    expect(renders.PlayerHoleEntry).toBe(4);
    expect({
      RoundNav: renders.RoundNav,
      ScreenAwakeSetting: renders.ScreenAwakeSetting,
      StorageNote: renders.StorageNote,
    }).toEqual({ RoundNav: 0, ScreenAwakeSetting: 0, StorageNote: 0 });
  });
});
