import { createRequire } from 'node:module';
import { geoCentroid, geoNaturalEarth1, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The coverage map's geometry, computed at build time from Natural Earth's country shapes
 * (world-atlas: Natural Earth 1:110m, and 1:50m for the small countries 1:110m leaves out) in the
 * Natural Earth projection. Pages get SVG path strings and nothing of the libraries: the map is
 * HTML, with no map code for visitors. Shapes are found by the ISO 3166 numeric code of each
 * catalogue country, so a country added in YAML is drawn with no code change.
 */
export interface CoverageMapShapes {
  width: number;
  height: number;
  /** Every country the catalogue does not cover, as one path (the grey land). */
  land: string;
  /** Catalogue country code -> its outline, or a dot where the country is too small to see. */
  countries: Record<string, { d: string } | { dot: [number, number] }>;
  /** Catalogue countries Natural Earth has no shape for: the page names them beside the map. */
  unmapped: string[];
}

const WIDTH = 960;
const HEIGHT = 470;
/** Below this area (square units of the 960-wide map) an outline is a speck: a dot marks it instead. */
const SMALLEST_VISIBLE_AREA = 12;
const ANTARCTICA = '010';
/** Simplification of the 1:110m shapes (square degrees): 9 KB of gzip for the whole map, coastlines still recognisable. */
const COARSE_MIN_WEIGHT = 0.1;

type WorldFeature = Feature<Geometry, { name: string }>;

const require = createRequire(import.meta.url);
let worldCache: { coarse: WorldFeature[]; fine: Map<string, WorldFeature> } | undefined;

function countriesOf(file: string, minWeight = 0): WorldFeature[] {
  let topology = require(file) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  // Points whose triangle with their neighbours is smaller than minWeight (square degrees) add
  // bytes, not shape, at the map's size; shared borders stay shared.
  if (minWeight > 0) topology = simplify(presimplify(topology), minWeight);
  return (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features;
}

function world() {
  worldCache ??= {
    coarse: countriesOf('world-atlas/countries-110m.json', COARSE_MIN_WEIGHT),
    fine: new Map(countriesOf('world-atlas/countries-50m.json').flatMap((f) => (f.id === undefined ? [] : [[String(f.id), f] as const]))),
  };
  return worldCache;
}

const shapeCache = new Map<string, CoverageMapShapes>();

/** `covered`: catalogue country code -> its ISO numeric code, for every country that has data. */
export function coverageMapShapes(covered: Array<{ code: string; numeric: string }>): CoverageMapShapes {
  const key = covered.map((c) => `${c.code}:${c.numeric}`).join(',');
  const cached = shapeCache.get(key);
  if (cached) return cached;
  const { coarse, fine } = world();
  const shown = coarse.filter((f) => f.id !== ANTARCTICA);
  const projection = geoNaturalEarth1().fitExtent([[4, 4], [WIDTH - 4, HEIGHT - 4]], { type: 'FeatureCollection', features: shown } as GeoPermissibleObjects);
  const path = geoPath(projection).digits(0);
  const byNumeric = new Map(covered.map((c) => [c.numeric, c.code]));

  const countries: CoverageMapShapes['countries'] = {};
  const land: string[] = [];
  for (const f of shown) {
    const code = f.id === undefined ? undefined : byNumeric.get(String(f.id));
    const d = compactPath(path(f) ?? '');
    if (code && path.area(f) >= SMALLEST_VISIBLE_AREA) countries[code] = { d };
    else if (code) countries[code] = { dot: dotAt(projection(geoCentroid(f))) };
    else land.push(d);
  }
  const unmapped: string[] = [];
  for (const { code, numeric } of covered) {
    if (countries[code]) continue;
    const small = fine.get(numeric);
    const point = small ? projection(geoCentroid(small)) : null;
    if (point) countries[code] = { dot: dotAt(point) };
    else unmapped.push(code);
  }
  const shapes = { width: WIDTH, height: HEIGHT, land: land.join(''), countries, unmapped };
  shapeCache.set(key, shapes);
  return shapes;
}

/**
 * d3's path with whole-number points, rewritten with relative moves ("l" and small deltas) and
 * without the zero-length steps that rounding leaves: about half the bytes, the same drawing.
 */
export function compactPath(d: string): string {
  let out = '';
  let x = 0;
  let y = 0;
  for (const [, command, rest] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      continue;
    }
    const [px = 0, py = 0] = rest!.split(',').map(Number);
    if (command === 'M') {
      out += `M${px} ${py}`;
      out += 'l';
    } else if (px !== x || py !== y) {
      const dx = px - x;
      const dy = py - y;
      out += `${out.endsWith('l') || dx < 0 ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`;
    }
    x = px;
    y = py;
  }
  // A subpath with no step left after rounding ("M3 4lz") draws nothing.
  return out.replace(/M-?\d+ -?\d+lz/g, '').replace(/l(?=z|M|$)/g, '');
}

function dotAt(point: [number, number] | null): [number, number] {
  const [x, y] = point ?? [0, 0];
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}
