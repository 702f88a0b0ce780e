// The hole drawn from its own coordinates (no map tiles, so it works offline): fairway line from the
// tee to the green, the green with its front / middle / back marks, the flag, obstacles, and the
// golfer when they stand on the hole.
import type { CourseHole } from '../../data/types.ts';
import { unitSymbol, type DistanceUnit, type LatLng } from '../../domain/index.ts';
import { allPoints, fitProjection, greenCentre, holePoints, inViewport, scaleBar, type SvgPoint, type Viewport } from './projection.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';
import './hole-map.css';

export const HOLE_VIEWPORT: Viewport = { width: 300, height: 480, padding: 40 };

/** Real sizes drawn to scale, within limits so a tiny or huge hole still reads. */
const FAIRWAY_WIDTH_M = 30;
const GREEN_RADIUS_M = 14;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

type ObstacleKind = 'sand' | 'water' | 'tree' | 'other';

/** The colour of an obstacle follows the word golfers use for it. */
export function obstacleKind(name: string): ObstacleKind {
  const n = name.toLowerCase();
  if (/bunker|sand|trap/.test(n)) return 'sand';
  if (/water|lake|pond|creek|river|stream|ditch|sea/.test(n)) return 'water';
  if (/tree|wood|forest|bush/.test(n)) return 'tree';
  return 'other';
}

const OBSTACLE_FILL: Record<ObstacleKind, string> = { sand: '#ead9a4', water: '#5b9bd5', tree: '#2f6b2f', other: '#8a8a8a' };

export interface HoleMapProps {
  hole: CourseHole;
  /** Where the golfer is, when known. */
  golfer: LatLng | null;
  /** Accessible description, e.g. "Hole 7, par 4, 356 m". */
  label: string;
  /** The unit of the scale bar: the golfer's. */
  unit: DistanceUnit;
  /** The golfer's marked shots on the hole (docs/PRODUCT.md, "Marking shots"): each from where it was
   * played to where the ball came to rest, labelled with its distance in the golfer's unit. */
  shots?: readonly DrawnShot[];
}

export interface DrawnShot {
  from: LatLng;
  to: LatLng;
  /** "142 m". */
  label: string;
}

export function HoleMap({ hole, golfer, label, unit, shots = [] }: HoleMapProps) {
  const t = useT(scoringText);
  const points = holePoints(hole);
  const green = greenCentre(points);
  // The marks are drawn too, so the drawing takes them in (a ball in the trees beside the hole).
  const projection = fitProjection([...allPoints(points), ...shots.flatMap((s) => [s.from, s.to])], HOLE_VIEWPORT, points.tee, green);
  const { width, height } = HOLE_VIEWPORT;
  if (!projection) {
    return (
      <p className="notice" role="note">
        {t('map.noCoordinates')}
      </p>
    );
  }
  const p = (x: LatLng | null): SvgPoint | null => (x ? projection.project(x) : null);
  const tee = p(points.tee);
  const centre = p(green);
  const front = p(points.greenFront);
  const middle = p(points.greenMiddle);
  const back = p(points.greenBack);
  const flag = p(points.flag);
  const me = golfer ? projection.project(golfer) : null;
  const fairwayWidth = clamp(FAIRWAY_WIDTH_M * projection.scale, 18, 70);
  // The green reaches from its front to its back mark when both are known.
  const greenLength = front && back ? Math.hypot(back.x - front.x, back.y - front.y) / 2 + 6 : GREEN_RADIUS_M * projection.scale;
  const greenRy = clamp(greenLength, 12, 60);
  const greenRx = clamp(GREEN_RADIUS_M * projection.scale, 12, 50);
  const bar = scaleBar(projection.scale, 100, unit);
  const barUnits = bar.width;

  return (
    <svg className="hole-map" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-scale={projection.scale.toFixed(4)}>
      <title>{label}</title>
      {tee && centre && (
        <line x1={tee.x} y1={tee.y} x2={centre.x} y2={centre.y} stroke="#8fcf6f" strokeWidth={fairwayWidth} strokeLinecap="round" data-part="fairway" />
      )}
      {centre && <ellipse cx={centre.x} cy={centre.y} rx={greenRx} ry={greenRy} fill="#5fbf4a" stroke="#2f7d28" strokeWidth="1.5" data-part="green" />}
      {points.obstacles.map((o, i) => {
        const at = projection.project(o.point);
        const kind = obstacleKind(o.name);
        return (
          <g key={i} data-part="obstacle">
            <circle cx={at.x} cy={at.y} r="9" fill={OBSTACLE_FILL[kind]} stroke="#333" strokeWidth="0.75" />
            {o.name && (
              <text x={at.x + 12} y={at.y + 4} className="hole-map-label hole-map-text" fontSize="11" fill="#1c2420">
                {o.name}
              </text>
            )}
          </g>
        );
      })}
      {[
        { at: front, letter: 'F', name: 'green front' },
        { at: middle, letter: 'M', name: 'green middle' },
        { at: back, letter: 'B', name: 'green back' },
      ].map(
        (m) =>
          m.at && (
            <g key={m.letter} data-part={m.name}>
              <circle cx={m.at.x} cy={m.at.y} r="4" fill="#ffffff" stroke="#1c2420" strokeWidth="1" />
              <text x={m.at.x + 8} y={m.at.y + 4} className="hole-map-text" fontSize="11" fontWeight="700" fill="#1c2420">
                {m.letter}
              </text>
            </g>
          ),
      )}
      {flag && (
        <g data-part="flag">
          <line x1={flag.x} y1={flag.y} x2={flag.x} y2={flag.y - 22} stroke="#1c2420" strokeWidth="1.5" />
          <path d={`M${flag.x} ${flag.y - 22} l12 4 l-12 4 z`} fill="#d62828" />
        </g>
      )}
      {tee && (
        <g data-part="tee">
          <rect x={tee.x - 9} y={tee.y - 6} width="18" height="12" rx="2" fill="#2f7d28" stroke="#ffffff" strokeWidth="1.5" />
          <text x={tee.x} y={tee.y + 22} className="hole-map-text" textAnchor="middle" fontSize="11" fontWeight="700" fill="#1c2420" data-part="tee-label">
            {t('map.tee')}
          </text>
        </g>
      )}
      {shots.map((s, i) => {
        const a = projection.project(s.from);
        const b = projection.project(s.to);
        return (
          <g key={i} data-part="shot">
            <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#1c2420" strokeWidth="2" strokeDasharray="5 4" />
            <circle cx={b.x} cy={b.y} r="5" fill="#f5c211" stroke="#1c2420" strokeWidth="1.5" />
            <text x={(a.x + b.x) / 2 + 8} y={(a.y + b.y) / 2 + 4} className="hole-map-label hole-map-text" fontSize="11" fontWeight="700" fill="#1c2420">
              {s.label}
            </text>
          </g>
        );
      })}
      {me && inViewport(me, HOLE_VIEWPORT) && (
        <g data-part="golfer">
          <circle cx={me.x} cy={me.y} r="7" fill="#1a5fb4" stroke="#ffffff" strokeWidth="2" />
          {/* White on a blue halo reads on the light and the dark ground; left of the dot, clear of the
              green's F / M / B labels, which stand to the right of their marks. */}
          <text x={me.x - 10} y={me.y + 4} className="hole-map-you" textAnchor="end" fontSize="12" fontWeight="700" data-part="golfer-label">
            {t('map.you')}
          </text>
        </g>
      )}
      <g data-part="scale" transform={`translate(12 ${height - 14})`}>
        <line x1="0" y1="0" x2={barUnits} y2="0" stroke="#1c2420" strokeWidth="2" />
        <line x1="0" y1="-4" x2="0" y2="4" stroke="#1c2420" strokeWidth="2" />
        <line x1={barUnits} y1="-4" x2={barUnits} y2="4" stroke="#1c2420" strokeWidth="2" />
        <text x={barUnits + 6} y="4" className="hole-map-text" fontSize="11" fill="#1c2420">
          {bar.length} {unitSymbol(unit)}
        </text>
      </g>
    </svg>
  );
}
