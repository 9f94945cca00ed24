import { useEffect, useRef, useState } from 'react';
import { MapPinned } from 'lucide-react';
import type { LatLng } from '@rentspace/core/places/geo';
import { PLACE_MESSAGES } from '@rentspace/core/places/api';
import { ApiRequestError } from '~/lib/api';
import { LazyPinPicker } from '~/components/map/lazy-maps';
import { useHydrated } from '~/lib/use-hydrated';
import { listingsApi } from '../api';
import { TextField, type ListingForm } from '../controls';

const CENTRE_DELAY_MS = 500;

/** The pin the two fields hold, when both are numbers in range. */
export function pinOf(latitude: string, longitude: string): LatLng | null {
  if (!latitude.trim() || !longitude.trim()) return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/**
 * The city's centre for the place typed so far, from the server's gazetteer (null: none yet), and
 * whether the server said it does not know the place.
 */
function usePlaceCentre(city: string, location: string, country: string) {
  const place = [city, location, country].join('|');
  const [found, setFound] = useState<{ centre: LatLng | null; unknownPlace: string | null }>({
    centre: null,
    unknownPlace: null,
  });
  useEffect(() => {
    if (!country.trim() || !(city.trim() || location.trim())) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      listingsApi
        .placeCentre({ city, location, country })
        .then((centre) => !cancelled && setFound({ centre, unknownPlace: null }))
        .catch((error: unknown) => {
          if (cancelled) return;
          const unknown = error instanceof ApiRequestError && error.status === 404;
          setFound((known) =>
            unknown ? { centre: null, unknownPlace: [city, location, country].join('|') } : known,
          );
        });
    }, CENTRE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [city, location, country]);
  // Said only of the place as typed now: typing on hides it until the new place is looked up.
  return { centre: found.centre, unknown: found.unknownPlace === place };
}

/**
 * The listing's pin (docs/product/listings.md#location-on-the-map): a map to click or drag it on,
 * and the latitude and longitude fields, which are the same value typed. It starts at the city's
 * centre and follows the city typed until the host places it.
 */
export function PinField({ form }: { form: ListingForm }) {
  const hydrated = useHydrated();
  const [city, location, country, latitude, longitude] = form.watch([
    'city',
    'location',
    'country',
    'latitude',
    'longitude',
  ]);
  const { centre, unknown } = usePlaceCentre(city, location, country);
  const placedByHost = useRef(false);
  const firstPlace = useRef([city, location, country].join('|'));
  const pin = pinOf(latitude, longitude);

  const place = (point: LatLng, byHost: boolean) => {
    if (byHost) placedByHost.current = true;
    const options = { shouldDirty: true, shouldValidate: byHost };
    form.setValue('latitude', String(point.lat), options);
    form.setValue('longitude', String(point.lng), options);
  };

  // A new city moves a pin the host has not placed; a saved pin stays while the place is the same.
  useEffect(() => {
    if (!centre || placedByHost.current) return;
    const samePlace = [city, location, country].join('|') === firstPlace.current;
    if (samePlace && pinOf(form.getValues('latitude'), form.getValues('longitude'))) return;
    place(centre, false);
    // Only a new centre places the pin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centre]);

  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 text-sm text-muted">
        <MapPinned className="mt-0.5 size-4 shrink-0" aria-hidden />
        Click the map or drag the pin to the place. Guests see only the area around it until their
        booking is confirmed.
      </p>
      {unknown && !pin && (
        <p role="status" className="rounded-xl bg-warning-50 px-4 py-3 text-sm text-warning-800">
          {PLACE_MESSAGES.unknown}
        </p>
      )}
      <div className="aspect-[16/10] max-h-80 w-full">
        {hydrated && (
          <LazyPinPicker
            value={pin}
            start={centre}
            onChange={(point) => place(point, true)}
            label="Map to place the listing's pin"
          />
        )}
      </div>
      <div
        className="grid gap-5 sm:grid-cols-2"
        onInput={() => {
          placedByHost.current = true;
        }}
      >
        <TextField
          form={form}
          name="latitude"
          label="Latitude"
          inputMode="decimal"
          hint="Degrees north (negative: south)"
        />
        <TextField
          form={form}
          name="longitude"
          label="Longitude"
          inputMode="decimal"
          hint="Degrees east (negative: west)"
        />
      </div>
    </div>
  );
}
