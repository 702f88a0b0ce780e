// Courses as golfcourseapi.com's v1 API describes them (docs/ADMINISTRATION.md, "Golf course API"), and the
// checks that turn a response body into them. Real data is untidy: ids come as numbers or strings, search
// results often carry no tees, holes may lack `handicap`; those are tolerated here, anything else is refused.

export interface ApiHole {
  par?: number;
  yardage?: number;
  /** The stroke index; missing in some courses' data. */
  handicap?: number;
}

export interface ApiTee {
  tee_name?: string;
  course_rating?: number;
  slope_rating?: number;
  par_total?: number;
  number_of_holes?: number;
  total_yards?: number;
  total_meters?: number;
  holes?: ApiHole[];
}

export interface ApiLocation {
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
}

export interface ApiCourse {
  /** Always a string here, whatever the API sent. */
  id: string;
  club_name?: string;
  course_name?: string;
  location?: ApiLocation;
  tees: { male: ApiTee[]; female: ApiTee[] };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

function readHole(x: unknown): ApiHole {
  const h = isRecord(x) ? x : {};
  return { par: num(h.par), yardage: num(h.yardage), handicap: num(h.handicap) };
}

function readTee(x: unknown): ApiTee {
  const t = isRecord(x) ? x : {};
  return {
    tee_name: str(t.tee_name),
    course_rating: num(t.course_rating),
    slope_rating: num(t.slope_rating),
    par_total: num(t.par_total),
    number_of_holes: num(t.number_of_holes),
    total_yards: num(t.total_yards),
    total_meters: num(t.total_meters),
    holes: Array.isArray(t.holes) ? t.holes.map(readHole) : [],
  };
}

/** One course object of a response, or a sentence saying why it is not one. */
export function readApiCourse(x: unknown): ApiCourse | string {
  if (!isRecord(x)) return 'a course is not an object';
  const id = typeof x.id === 'number' && Number.isFinite(x.id) ? String(x.id) : typeof x.id === 'string' && x.id.trim() !== '' ? x.id.trim() : null;
  if (id === null) return 'a course has no id';
  const tees = isRecord(x.tees) ? x.tees : {};
  const list = (v: unknown) => (Array.isArray(v) ? v.map(readTee) : []);
  const location = isRecord(x.location)
    ? {
        address: str(x.location.address),
        city: str(x.location.city),
        state: str(x.location.state),
        country: str(x.location.country),
        latitude: num(x.location.latitude),
        longitude: num(x.location.longitude),
      }
    : undefined;
  return { id, club_name: str(x.club_name), course_name: str(x.course_name), location, tees: { male: list(tees.male), female: list(tees.female) } };
}

/** `GET /v1/search` -> `{courses: [...]}`; a sentence when the body is not that. */
export function readSearchBody(body: unknown): ApiCourse[] | string {
  if (!isRecord(body) || !Array.isArray(body.courses)) return 'the search answer has no "courses" list';
  const out: ApiCourse[] = [];
  for (const c of body.courses) {
    const course = readApiCourse(c);
    if (typeof course === 'string') return course;
    out.push(course);
  }
  return out;
}

/** `GET /v1/courses/{id}` -> `{course: {...}}`; a sentence when the body is not that. */
export function readCourseBody(body: unknown): ApiCourse | string {
  if (!isRecord(body) || !isRecord(body.course)) return 'the answer has no "course" object';
  return readApiCourse(body.course);
}
