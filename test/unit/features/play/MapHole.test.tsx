// @vitest-environment happy-dom
// "Map this hole" on the play screen (docs/PRODUCT.md, "Mapping a hole"): a golfer who did not create
// the course records a missing point only, from a fix of 10 m or better, and the distances follow at once.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScoreCard } from '../../../../src/data/hooks/documents.ts';
import { createScoreCard, upsertCourse, type GolfDatabase } from '../../../../src/data/index.ts';
import { createMatch } from '../../../../src/data/writes/matches.ts';
import { GroupScoring } from '../../../../src/features/play/GroupScoring.tsx';
import { PlayScreen } from '../../../../src/features/play/PlayScreen.tsx';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { renderWithDb, teeOf18 } from '../helpers.tsx';

const BOB = 'bob';
let db: GolfDatabase;
/** What the emulated GPS reports to every watcher. */
let fix = { latitude: 40.4031, longitude: -3.7012, accuracy: 4 };

beforeEach(async () => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (ok: PositionCallback) => {
        ok({ coords: { ...fix, altitude: null, altitudeAccuracy: null, heading: null, speed: null }, timestamp: Date.now() } as GeolocationPosition);
        return 1;
      },
      clearWatch: () => undefined,
    },
  });
  fix = { latitude: 40.4031, longitude: -3.7012, accuracy: 4 };
  db = await freshDatabase();
  // Alice's course: hole 1's tee is mapped, its green is not.
  const tee = teeOf18();
  const holes = tee.holes.map((h) => (h.number === 1 ? { ...h, teeLatitude: 40.4, teeLongitude: -3.7 } : h));
  const course = await upsertCourse(db, { id: 'course1', name: 'Sunny Links', creatorId: 'alice', tees: [{ ...tee, holes }] });
  await createScoreCard(db, { userId: BOB, course, teeId: 'yellow', player: { handicapGolf: 18 }, id: 'card1' });
  // Bob reads distances in metres (the browser's locale would choose otherwise in en-US).
  await db.userdata.upsert({ id: BOB, units: 'metres' });
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

function LivePlay({ uid, isAdmin = false }: { uid: string; isAdmin?: boolean }) {
  const { card } = useScoreCard('card1');
  return card ? <PlayScreen card={card} uid={uid} onEnded={() => {}} emptyBag={<p>No clubs</p>} isAdmin={isAdmin} /> : null;
}

async function openMapping() {
  fireEvent.click(await screen.findByText('Map this hole'));
  const details = (await screen.findByText('Map this hole')).closest('details');
  if (!details) throw new Error('the disclosure is a details element');
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return within(details);
}

async function courseHole1() {
  return (await db.courses.findOne('course1').exec())?.toMutableJSON().tees?.[0]?.holes[0];
}

describe('Map this hole', () => {
  it('offers a golfer who did not create the course the missing points only, and shows the set one as set', async () => {
    renderWithDb(db, <LivePlay uid={BOB} />);
    const map = await openMapping();
    await map.findByText('GPS accuracy: about 4 m.');
    expect(map.getByText('Tee: set')).toBeTruthy();
    expect(map.queryByRole('button', { name: 'Tee here' })).toBeNull();
    for (const name of ['Green front here', 'Green middle here', 'Green back here']) expect((map.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('records the green front, middle and back from the position, and the distances appear at once', async () => {
    renderWithDb(db, <LivePlay uid={BOB} />);
    expect(screen.queryByRole('heading', { name: 'Distances to the green' })).toBeNull();
    const map = await openMapping();
    fireEvent.click(await map.findByRole('button', { name: 'Green front here' }));
    await map.findByText('Green front of hole 1 recorded, to about 4 m. Every golfer gets it when this phone next syncs.');
    expect(await courseHole1()).toMatchObject({ greenFrontLatitude: 40.4031, greenFrontLongitude: -3.7012, teeLatitude: 40.4 });
    // Standing on the front of the green: 0 m to it.
    const distances = await screen.findByRole('region', { name: 'Distances to the green' });
    await waitFor(() => expect(within(distances).getByText('0 m')).toBeTruthy());
    expect(map.getByText('Green front: set')).toBeTruthy();
    expect(map.queryByRole('button', { name: 'Green front here' })).toBeNull();
    fireEvent.click(map.getByRole('button', { name: 'Green middle here' }));
    await map.findByText(/Green middle of hole 1 recorded/);
    fireEvent.click(map.getByRole('button', { name: 'Green back here' }));
    await map.findByText(/Green back of hole 1 recorded/);
    expect(await courseHole1()).toMatchObject({ middleLatitude: 40.4031, greenEndLatitude: 40.4031 });
  });

  it('refuses a position known to 25 m: the buttons are disabled and say why', async () => {
    fix = { ...fix, accuracy: 25 };
    renderWithDb(db, <LivePlay uid={BOB} />);
    const map = await openMapping();
    const why = 'Your position is known to about 25 m; a point needs 10 m or better. Wait a moment in the open for a better fix.';
    await map.findByText(why);
    const front = map.getByRole('button', { name: 'Green front here' }) as HTMLButtonElement;
    expect(front.disabled).toBe(true);
    expect(document.getElementById(front.getAttribute('aria-describedby') ?? '')?.textContent).toBe(why);
  });

  it('lets an administrator move a point that is set', async () => {
    renderWithDb(db, <LivePlay uid={BOB} isAdmin />);
    const map = await openMapping();
    fireEvent.click(await map.findByRole('button', { name: 'Tee here' }));
    await map.findByText(/Tee of hole 1 recorded/);
    expect(await courseHole1()).toMatchObject({ teeLatitude: 40.4031, teeLongitude: -3.7012 });
  });
});

describe('Map this hole on the group screen', () => {
  it('records a point of the match course, and the group sees the distance at once', async () => {
    const course = (await db.courses.findOne('course1').exec())?.toMutableJSON();
    if (!course) throw new Error('the course is stored');
    const match = await createMatch(db, {
      creatorId: BOB, date: Date.now(), course, teeId: 'yellow', playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, isCompetition: false,
      players: [{ userId: BOB, side: 1 }],
    });
    const [cardId] = match.scoreCards ?? [];
    function Group() {
      const { card } = useScoreCard(cardId);
      return card ? <GroupScoring card={card} uid={BOB} onEnded={() => {}} emptyBag={<p>No clubs</p>} fallback={<p>No match</p>} /> : null;
    }
    renderWithDb(db, <Group />);
    await screen.findByText('The green of this hole has no coordinates yet, so there are no distances to it.');
    const map = await openMapping();
    fireEvent.click(await map.findByRole('button', { name: 'Green middle here' }));
    await map.findByText(/Green middle of hole 1 recorded/);
    const distances = await screen.findByRole('region', { name: 'Distances to the green' });
    await waitFor(() => expect(within(distances).getByText('0 m')).toBeTruthy());
  });
});
