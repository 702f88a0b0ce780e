// Rendering feature components on a real (fake-indexeddb) golfer database.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { createScoreCard, upsertCourse, type CourseDoc, type GolfDatabase, type ScoreCardDoc, type Tee } from '../../../src/data/index.ts';
import { PAR_18, yellowTee18 } from '../../support/course-18.ts';

export function renderWithDb(db: GolfDatabase, ui: ReactElement): RenderResult {
  return render(<RxDatabaseProvider database={db}>{ui}</RxDatabaseProvider>);
}

/** The tests' 18-hole yellow tee (test/support/course-18.ts) rated at its par, slope 113. */
export function teeOf18(): Tee {
  return yellowTee18({ cr: PAR_18, slope: 113 });
}

export async function courseWithTee(db: GolfDatabase, uid: string): Promise<CourseDoc> {
  return upsertCourse(db, { id: 'course1', name: 'Sunny Links', creatorId: uid, tees: [teeOf18()] });
}

export async function cardOn(db: GolfDatabase, uid: string, handicapGolf = 18): Promise<ScoreCardDoc> {
  const course = await courseWithTee(db, uid);
  return createScoreCard(db, { userId: uid, course, teeId: 'yellow', player: { handicapGolf }, id: 'card1' });
}
