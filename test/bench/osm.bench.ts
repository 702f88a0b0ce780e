// OpenStreetMap figures (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap"): building a whole
// 18-hole course from an Overpass answer (read, shapes, holes, the new tee), and the size of the course
// document it makes, which every device pulls (schemas/limits.ts bounds it).
import { courseNameSortKey } from '../../src/data/course-name.ts';
import { buildOsmCourses, newTeeHoles, osmTeeType, readOsmData } from '../../src/domain/course-import/osm/index.ts';
import { courseDocument } from '../support/course-18.ts';
import { fixtureCourse, overpassAnswer } from '../support/overpass-courses.ts';
import { type BenchFigure, percentiles, round } from './figure.ts';

const RUNS = 60;

/** The course document createOsmCourse writes (ids of the length newId makes). */
function courseDoc(text: string) {
  const data = readOsmData(text);
  if (typeof data === 'string') throw new Error(data);
  const [course] = buildOsmCourses(data.shapes);
  if (!course) throw new Error('no course');
  const holes = newTeeHoles(course).map((h) => ({ ...h, par: h.par ?? 4, hcp: h.hcp ?? h.number }));
  const now = Date.now();
  return {
    id: '-Oa1b2c3d4e5f6g7h8i9',
    name: course.name,
    nameSort: courseNameSortKey(course.name),
    creationDate: now,
    lastModifiedDate: now,
    creatorId: 'AbCdEfGhIjKlMnOpQrStUvWxYz12',
    tees: [{ id: '-Oa1b2c3d4e5f6g7h8j0', name: 'White', type: osmTeeType(holes), colour: 'white', holeCount: holes.length, holes }],
    ...(course.element ? { osmElement: course.element } : {}),
  };
}

export async function bench(): Promise<BenchFigure[]> {
  const text = JSON.stringify(overpassAnswer(fixtureCourse('Zeewind').elements));
  let doc = courseDoc(text);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    doc = courseDoc(text);
    samples.push(performance.now() - t0);
  }
  const { median, p95 } = percentiles(samples);
  const size = JSON.stringify(doc).length;
  const bare = JSON.stringify(courseDocument({ id: doc.id, name: doc.name, creatorId: doc.creatorId, now: doc.creationDate })).length;
  const obstacles = doc.tees[0]?.holes.reduce((n, h) => n + (h.obstacles?.length ?? 0), 0) ?? 0;
  return [
    { name: 'build an 18-hole course from an Overpass answer, median', value: round(median, 2), unit: 'ms', note: `p95 ${round(p95, 2)} ms, ${RUNS} runs, answer ${round(text.length / 1024)} KB` },
    { name: 'course document from it (JSON)', value: round(size / 1024, 2), unit: 'KB', note: `18 holes with tee, green front/middle/back and ${obstacles} obstacles` },
    { name: 'the same course without geometry (JSON)', value: round(bare / 1024, 2), unit: 'KB', note: 'test/support/course-18.ts' },
  ];
}
