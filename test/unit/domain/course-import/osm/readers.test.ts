// The three ways OpenStreetMap data arrives (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap"):
// an Overpass JSON answer (wiki "Overpass API/Output Formats"), an `.osm` XML file (wiki "OSM XML") and
// GeoJSON as overpass turbo exports it; each read into the same shapes, odd input said in words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOsmCourses, readOsmData, readOsmXml, readOverpassJson } from '../../../../../src/domain/course-import/osm/index.ts';
import { fixtureCourse, overpassAnswer } from '../../../../support/overpass-courses.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../fixtures/osm/${name}`, import.meta.url), 'utf8');

describe('Overpass JSON', () => {
  it('reads nodes, ways with inline geometry and relations with member geometry; skips what is not an element', () => {
    const answer = readOverpassJson({
      elements: [
        { type: 'node', id: 1, lat: 52.1, lon: 4.1, tags: { golf: 'pin' } },
        { type: 'way', id: 2, nodes: [1, 3], geometry: [{ lat: 52.1, lon: 4.1 }, { lat: 52.2, lon: 4.2 }], tags: { golf: 'hole', ref: '1' } },
        { type: 'relation', id: 3, members: [{ type: 'way', ref: 2, role: 'outer', geometry: [{ lat: 1, lon: 2 }] }, { type: 'bogus', ref: 1 }], tags: { type: 'multipolygon' } },
        { type: 'way', id: 'x' },
        'nonsense',
      ],
    });
    if (typeof answer === 'string') throw new Error(answer);
    expect(answer.elements.map((e) => `${e.type}/${e.id}`)).toEqual(['node/1', 'way/2', 'relation/3']);
    expect(answer.elements[2]).toMatchObject({ members: [{ type: 'way', ref: 2, role: 'outer', geometry: [{ latitude: 1, longitude: 2 }] }] });
  });

  it('keeps the remark the server adds when it stops a query', () => {
    expect(readOverpassJson(overpassAnswer([], 'runtime error: Query timed out in "query" at line 3 after 26 seconds.'))).toMatchObject({ elements: [], remark: expect.stringContaining('timed out') });
    expect(readOverpassJson({ nope: 1 })).toBe('overpass-no-elements');
  });

  it('a whole generated course answer builds its 18 holes', () => {
    const zeewind = fixtureCourse('Zeewind');
    const data = readOsmData(JSON.stringify(overpassAnswer(zeewind.elements)));
    if (typeof data === 'string') throw new Error(data);
    const [course] = buildOsmCourses(data.shapes);
    expect(course).toMatchObject({ name: 'Zeewind Golf', element: zeewind.element, holeCount: 18, notes: [] });
    expect(course?.holes.every((h) => h.tee && h.green?.front && h.green.back && h.par && h.hcp)).toBe(true);
  });
});

describe('OSM XML', () => {
  it('reads an editor file: negative ids, nodes first, entities, comments, a closed way', () => {
    const data = readOsmData(fixture('kleine-duin.osm'));
    if (typeof data === 'string') throw new Error(data);
    expect(data.format).toBe('osm-xml');
    const [course] = buildOsmCourses(data.shapes);
    expect(course).toMatchObject({ name: 'Kleine Duin Pitch & Putt', holeCount: 9, notes: [] });
    // Never uploaded (negative ids): no OpenStreetMap element to record.
    expect(course?.element).toBeNull();
    expect(course?.holes[0]).toMatchObject({ number: 1, par: 3, hcp: 2, distance: 70, missing: [] });
    expect(course?.holes[1]).toMatchObject({ number: 2, par: 3, hcp: 1, distance: 75 });
    expect(course?.holes[1]?.green?.method).toBe('line-of-play');
  });

  it('reads Overpass XML with positions inline (`out geom`), single or double quotes', () => {
    const elements = readOsmXml(`<osm><way id="5"><nd ref="1" lat="52.1" lon="4.1"/><nd ref='2' lat='52.2' lon='4.2'/><tag k="golf" v="hole"/><tag k="name" v="&quot;Amen&quot; &#x2019;s corner &#169;"/></way></osm>`);
    if (typeof elements === 'string') throw new Error(elements);
    expect(elements).toEqual([
      {
        type: 'way',
        id: 5,
        nodes: [1, 2],
        tags: { golf: 'hole', name: '"Amen" \u2019s corner \u00a9' },
        geometry: [
          { latitude: 52.1, longitude: 4.1 },
          { latitude: 52.2, longitude: 4.2 },
        ],
      },
    ]);
  });

  it('keeps what a cut-off file holds, and says when it is not OpenStreetMap XML', () => {
    const cut = readOsmXml(`<osm><node id="1" lat="1" lon="2"><tag k="golf" v="pin"/></node><way id="2"><nd ref="1"/><tag k="golf" v="hole"/>`);
    expect(Array.isArray(cut) && cut.map((e) => `${e.type}/${e.id}`)).toEqual(['node/1', 'way/2']);
    expect(readOsmXml('<gpx><trk/></gpx>')).toBe('xml-not-osm');
    expect(readOsmData('<gpx></gpx>')).toBe('xml-not-osm');
  });
});

describe('GeoJSON', () => {
  it('reads flat (`@id`) and nested (`properties.tags`) features; lines are holes, polygons areas', () => {
    const data = readOsmData(fixture('zeewind-hole-3.geojson'));
    if (typeof data === 'string') throw new Error(data);
    expect(data.format).toBe('geojson');
    expect(data.shapes.map((s) => [s.element, s.tags.golf])).toEqual([
      ['way/9001', 'hole'],
      ['way/9002', 'green'],
      ['way/9003', 'bunker'],
      ['node/9004', 'pin'],
    ]);
    const [course] = buildOsmCourses(data.shapes, { fallbackName: 'zeewind-hole-3' });
    expect(course).toMatchObject({ name: 'zeewind-hole-3', element: 'way/9001', holeCount: 9 });
    expect(course?.holes[2]).toMatchObject({ number: 3, par: 3, hcp: 17, distance: 156, missing: [] });
    expect(course?.holes[2]?.obstacles.map((o) => o.name)).toEqual(['Bunker left of the green']);
    // With no name from the data or the caller, the caller's language is not known: English.
    expect(buildOsmCourses(data.shapes, { fallbackName: ' ' })[0]?.name).toBe('Golf course');
    expect(buildOsmCourses(data.shapes, { fallbackName: 'Campo de golf' })[0]?.name).toBe('Campo de golf');
  });

  it('says what it is when it is neither', () => {
    expect(readOsmData('{"type":"Topology"}')).toBe('geojson-not-features');
    expect(readOsmData('hello')).toBe('not-json-or-xml');
    expect(readOsmData('{"elements": 3}')).toBe('overpass-no-elements');
  });
});
