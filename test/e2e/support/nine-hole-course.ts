// The 9-hole course the competition e2e tests play (tournaments, fair play): par 4 everywhere, stroke
// indexes 1-9, one yellow tee of slope 113, so a scratch golfer's par is 2 points a hole.
import { seed, SERVER_TIMESTAMP } from './rtdb.ts';

export const NINE_PARS = [4, 4, 4, 4, 4, 4, 4, 4, 4];

/** Seeds `courses/{id}` as the admin: the course above, named `name`, made by `creatorId`. */
export async function seedNineHoleCourse(id: string, name: string, creatorId: string): Promise<void> {
  const now = Date.now();
  await seed(`courses/${id}`, {
    id,
    name,
    nameSort: name.toLowerCase(),
    creationDate: now,
    lastModifiedDate: now,
    creatorId,
    tees: [
      {
        id: 'yellow',
        name: 'Yellow',
        type: 'Golf',
        colour: 'yellow',
        holeCount: 9,
        slope: 113,
        holes: NINE_PARS.map((par, i) => ({ number: i + 1, hcp: i + 1, par, distance: 330 })),
      },
    ],
    updatedAt: SERVER_TIMESTAMP,
  });
}
