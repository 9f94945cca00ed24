import type { LatLng } from '@rentspace/core/places/geo';
import { cityCentre, type PlaceName } from './gazetteer.ts';

const GEOCODER_TIMEOUT_MS = 3_000;

export type Locate = (
  place: PlaceName & { street_address?: string | null; state?: string | null },
) => Promise<LatLng | undefined>;

/**
 * Where a listing's place is, when the host sent no pin: a Nominatim-compatible geocoder from the
 * street address when one is configured (GEOCODER_URL), else, or when it fails or knows nothing,
 * the city's centre from the bundled gazetteer. Without GEOCODER_URL nothing is called.
 */
export function createLocator(options: {
  geocoderUrl?: string;
  fetch?: typeof fetch;
  onGeocoderError?: (error: unknown) => void;
}): Locate {
  const doFetch = options.fetch ?? fetch;
  async function geocode(query: string): Promise<LatLng | undefined> {
    const url = new URL('search', options.geocoderUrl!.replace(/\/?$/, '/'));
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('limit', '1');
    const res = await doFetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'Rentspace listing form' },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    const [first] = (await res.json()) as { lat?: string; lon?: string }[];
    const lat = Number(first?.lat);
    const lng = Number(first?.lon);
    if (!first || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
    return { lat, lng };
  }

  return async (place) => {
    if (options.geocoderUrl && place.street_address?.trim()) {
      const query = [place.street_address, place.city ?? place.location, place.state, place.country]
        .filter((part) => part?.trim())
        .join(', ');
      try {
        const found = await geocode(query);
        if (found) return found;
      } catch (error) {
        options.onGeocoderError?.(error);
      }
    }
    return cityCentre(place);
  };
}
