import '../zod-config.ts';
import { z } from 'zod';
import { TEXT_LIMITS } from '../listings/limits.ts';

// GET /rest/v1/places/centre: where the listing form's map opens (docs/product/listings.md#location-on-the-map).

export const PLACE_MESSAGES = {
  country: 'Enter the country',
  unknown: 'This place is not in our list of cities; place the pin on the map',
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const;

const name = (max: number) => z.string().trim().max(max, PLACE_MESSAGES.tooLong(max)).optional();

/** A place as the listing form has it: its city or location text, and its country. */
export const PlaceCentreQuerySchema = z.object({
  city: name(TEXT_LIMITS.city),
  location: name(TEXT_LIMITS.location),
  country: z
    .string({ error: PLACE_MESSAGES.country })
    .trim()
    .min(1, PLACE_MESSAGES.country)
    .max(TEXT_LIMITS.country, PLACE_MESSAGES.tooLong(TEXT_LIMITS.country)),
});
export type PlaceCentreQuery = z.infer<typeof PlaceCentreQuerySchema>;

/** The centre of the place from the bundled gazetteer of world cities. */
export const PlaceCentreSchema = z
  .strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .meta({ id: 'PlaceCentre' });
export type PlaceCentre = z.infer<typeof PlaceCentreSchema>;
