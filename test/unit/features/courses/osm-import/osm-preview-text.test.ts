// @vitest-environment happy-dom
// The OpenStreetMap import's words (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap",
// "Languages"): the domain says what it left out and why a file could not be read in codes with their
// values; the preview says them in the golfer's language, numbers in the golfer's locale and unit.
import { afterAll, describe, expect, it } from 'vitest';
import { buildOsmCourses, readOsmData, shapesFromElements, type OsmElement, type OsmNote } from '../../../../../src/domain/course-import/osm/index.ts';
import { coursesText } from '../../../../../src/features/courses/i18n/index.ts';
import { awayText, courseNameText, noteText, obstacleNamer, partText, readProblemText } from '../../../../../src/features/courses/osm-import/preview-text.ts';
import { chooseLanguage } from '../../../../../src/i18n/language.ts';

afterAll(() => chooseLanguage(undefined));

const t = coursesText.t;

/** A file with an unclosed green, a hole without a number, a relation missing a member, two lines for hole 1. */
function brokenCourseNotes(): OsmNote[] {
  const node = (id: number, lat: number, lon: number): OsmElement => ({ type: 'node', id, lat, lon, tags: {} });
  const elements: OsmElement[] = [
    node(1, 52, 4), node(2, 52.001, 4), node(3, 52.001, 4.001), node(4, 52.002, 4.002),
    { type: 'way', id: 10, nodes: [1, 2], tags: { golf: 'hole', ref: '1' } },
    { type: 'way', id: 11, nodes: [3, 4], tags: { golf: 'hole', ref: '1' } },
    { type: 'way', id: 12, nodes: [1, 3], tags: { golf: 'hole', ref: 'A' } },
    { type: 'way', id: 13, nodes: [2, 3, 4], tags: { golf: 'green' } },
    { type: 'relation', id: 20, members: [{ type: 'way', ref: 99, role: 'outer' }, { type: 'way', ref: 98, role: 'outer' }], tags: { type: 'multipolygon', golf: 'green' } },
  ];
  const [course] = buildOsmCourses(shapesFromElements(elements).shapes, { fallbackName: 'Test' });
  return course?.notes ?? [];
}

describe('the OpenStreetMap preview\'s words', () => {
  it('in English', async () => {
    await chooseLanguage('en');
    expect(brokenCourseNotes().map((n) => noteText(t, n))).toEqual([
      'golf=green relation/20 was left out: 2 of its member ways are not in the data.',
      'golf=green way/13 was left out: a green must be a closed area.',
      'Hole 1 is mapped twice (way/10 and way/11): way/10 is used.',
      'golf=hole way/12 was left out: it has no hole number (ref).',
    ]);
    expect(readProblemText(t, readOsmData('hello') as 'not-json-or-xml')).toBe('it is neither JSON (Overpass or GeoJSON) nor OpenStreetMap XML');
    expect(partText(t, 'green-front-back')).toBe('green front and back');
    expect(partText(t, 'obstacles', 2)).toBe('2 obstacles');
    expect(courseNameText(t, { name: null, element: 'way/7' })).toBe('Unnamed golf course (way/7)');
    expect(awayText(t, 12_345, 'metres', 'en-GB')).toBe('12.3 km away');
    expect(awayText(t, 850, 'yards', 'en-US')).toBe('930 yd away');
    expect(awayText(t, 12_345, 'yards', 'en-US')).toBe('7.7 mi away');
  });

  it('in Spanish, with a decimal comma', async () => {
    await chooseLanguage('es');
    expect(brokenCourseNotes().map((n) => noteText(t, n))).toEqual([
      'Se dejó fuera golf=green relation/20: 2 de sus vías miembro no están en los datos.',
      'Se dejó fuera golf=green way/13: un green debe ser un área cerrada.',
      'El hoyo 1 está mapeado dos veces (way/10 y way/11): se usa way/10.',
      'Se dejó fuera golf=hole way/12: no tiene número de hoyo (ref).',
    ]);
    expect(readProblemText(t, 'xml-not-osm')).toBe('es XML pero no son datos de OpenStreetMap (no tiene el elemento “osm”)');
    expect(partText(t, 'obstacles', 1)).toBe('1 obstáculo');
    expect(awayText(t, 12_345, 'metres', 'es-ES')).toBe('a 12,3 km');
    expect(awayText(t, 850, 'metres', 'es-ES')).toBe('a 850 m');
  });

  it("names the obstacles stored on the holes in the importing golfer's language", async () => {
    // A hole line from the south; a bunker west of the green (left), lateral water east (right), a pond
    // south of it (short), nearest first.
    const node = (id: number, lat: number, lon: number): OsmElement => ({ type: 'node', id, lat, lon, tags: {} });
    const box = (first: number, lat: number, lon: number): OsmElement[] => [
      node(first, lat - 0.00003, lon - 0.00005), node(first + 1, lat - 0.00003, lon + 0.00005),
      node(first + 2, lat + 0.00003, lon + 0.00005), node(first + 3, lat + 0.00003, lon - 0.00005),
    ];
    const area = (id: number, first: number, tags: Record<string, string>): OsmElement => ({ type: 'way', id, nodes: [first, first + 1, first + 2, first + 3, first], tags });
    const elements: OsmElement[] = [
      node(1, 51.997, 4), node(2, 52, 4),
      { type: 'way', id: 10, nodes: [1, 2], tags: { golf: 'hole', ref: '1', par: '4' } },
      ...box(20, 52, 4), area(11, 20, { golf: 'green' }),
      ...box(30, 52, 3.9997), area(12, 30, { golf: 'bunker' }),
      ...box(40, 51.99975, 4), area(13, 40, { natural: 'water' }),
      ...box(50, 52, 4.0003), area(14, 50, { golf: 'lateral_water_hazard' }),
    ];
    const namesIn = async (language: 'en' | 'es') => {
      await chooseLanguage(language);
      const [course] = buildOsmCourses(shapesFromElements(elements).shapes, { fallbackName: 'Test', obstacleName: obstacleNamer(t) });
      return course?.holes[0]?.obstacles.map((o) => o.name);
    };
    expect(await namesIn('es')).toEqual(['Búnker a la izquierda del green', 'Agua lateral a la derecha del green', 'Agua antes del green']);
    expect(await namesIn('en')).toEqual(['Bunker left of the green', 'Lateral water right of the green', 'Water short of the green']);
  });
});
