// Rendering feature components on a real (fake-indexeddb) golfer database.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { createScoreCard, upsertCourse, type CourseDoc, type GolfDatabase, type ScoreCardDoc, type Tee } from '../../../src/data/index.ts';

export function renderWithDb(db: GolfDatabase, ui: ReactElement): RenderResult {
  return render(<RxDatabaseProvider database={db}>{ui}</RxDatabaseProvider>);
}

/** An 18-hole tee: pars 4,4,3,5,4,4,3,5,4 twice, stroke indexes 1-18, slope 113, rating = par. */
export function teeOf18(): Tee {
  const pars = [4, 4, 3, 5, 4, 4, 3, 5, 4];
  return {
    id: 'yellow',
    name: 'Yellow',
    type: 'Golf',
    colour: 'yellow',
    holeCount: 18,
    cr: 72,
    slope: 113,
    holes: Array.from({ length: 18 }, (_, i) => ({ number: i + 1, hcp: i + 1, par: pars[i % 9] ?? 4, distance: 300 + i })),
  };
}

export async function courseWithTee(db: GolfDatabase, uid: string): Promise<CourseDoc> {
  return upsertCourse(db, { id: 'course1', name: 'Sunny Links', creatorId: uid, tees: [teeOf18()] });
}

export async function cardOn(db: GolfDatabase, uid: string, handicapGolf = 18): Promise<ScoreCardDoc> {
  const course = await courseWithTee(db, uid);
  return createScoreCard(db, { userId: uid, course, teeId: 'yellow', player: { handicapGolf }, id: 'card1' });
}
