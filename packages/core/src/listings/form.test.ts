import { describe, expect, it } from 'vitest';
import {
  ListingFormSchema,
  amountToMinor,
  emptyListingForm,
  formToListing,
  listingToForm,
  splitList,
  type ListingFormValues,
} from './form.ts';
import { PUBLISH_ADDRESS_MESSAGE } from './schema.ts';
import type { EditableSpace } from './types.ts';

function filled(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...emptyListingForm('Europe/Paris'),
    title: 'Canal-side studio',
    description: 'Daylight studio by the canal.',
    type: 'studio',
    hourly_price: '45.50',
    daily_price: '300',
    location: 'Paris',
    country: 'France',
    capacity: '6',
    amenities: 'Wi-Fi, lights , wi-fi,, Backdrops',
    ...overrides,
  };
}

function messages(values: ListingFormValues): Record<string, string[]> {
  const result = ListingFormSchema.safeParse(values);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('the listing form schema', () => {
  it('converts decimals to minor units and text lists to arrays', () => {
    const listing = ListingFormSchema.parse(filled());
    expect(listing).toMatchObject({
      hourly_price: 4550,
      daily_price: 30000,
      weekly_price: null,
      capacity: 6,
      amenities: ['Wi-Fi', 'lights', 'Backdrops'],
      time_zone: 'Europe/Paris',
      min_rental_duration: 1,
    });
  });

  it('sends the pin as numbers, and leaves it out when both fields are empty', () => {
    expect(
      ListingFormSchema.parse(filled({ latitude: '48.8566', longitude: '2.3522' })),
    ).toMatchObject({ latitude: 48.8566, longitude: 2.3522 });
    const without = ListingFormSchema.parse(filled());
    expect(without.latitude).toBeUndefined();
    expect(without.longitude).toBeUndefined();
  });

  it('names the pin field that is out of range, not a number, or missing its pair', () => {
    expect(messages(filled({ latitude: '91', longitude: '0' })).latitude).toEqual([
      'Enter a latitude from -90 to 90',
    ]);
    expect(messages(filled({ latitude: '10', longitude: 'east' })).longitude?.[0]).toBe(
      'Enter a longitude from -180 to 180',
    );
    expect(messages(filled({ latitude: '10', longitude: '' })).longitude).toEqual([
      'Send latitude and longitude together',
    ]);
  });

  it('reports missing required fields and every problem at once, on the form fields', () => {
    const fields = messages(
      filled({ title: '', hourly_price: '', capacity: '0', amenities: ' , ' }),
    );
    expect(fields.title).toEqual(['Title is required']);
    expect(fields.hourly_price).toEqual(['Hourly rate is required']);
    expect(fields.capacity).toEqual(['Capacity must be at least 1']);
    expect(fields.amenities).toEqual(['Add at least one amenity']);
  });

  it('refuses text where a number belongs and too many decimals for the currency', () => {
    expect(messages(filled({ hourly_price: 'abc' })).hourly_price).toEqual(['Enter a number']);
    expect(messages(filled({ hourly_price: '10.555' })).hourly_price).toEqual([
      'Use at most 2 decimal places',
    ]);
    expect(messages(filled({ currency: 'JPY', hourly_price: '1500.5' })).hourly_price).toEqual([
      'Use whole amounts for JPY',
    ]);
    expect(
      ListingFormSchema.parse(filled({ currency: 'KRW', hourly_price: '15000', daily_price: '' }))
        .hourly_price,
    ).toBe(15000);
  });

  it('applies the publish rule to the typed address', () => {
    const fields = messages(
      filled({ is_published: true, street_address: '3 Quai de Valmy', city: 'Paris' }),
    );
    expect(fields).toEqual({
      state: [PUBLISH_ADDRESS_MESSAGE],
      postal_code: [PUBLISH_ADDRESS_MESSAGE],
    });
  });

  it('reports the publish rule together with the other problems, not after them', () => {
    const fields = messages(filled({ title: '', hourly_price: 'x', is_published: true }));
    expect(fields.title).toEqual(['Title is required']);
    expect(fields.street_address).toEqual([PUBLISH_ADDRESS_MESSAGE]);
    expect(fields.postal_code).toEqual([PUBLISH_ADDRESS_MESSAGE]);
  });

  it('drops the fields the rental type hides and the subcategory without a category', () => {
    const listing = formToListing(
      filled({ brand: 'Leica', subcategory_id: '5d6b1c1e-8f5a-4d59-9a55-5d2f4d7e8a11' }),
    );
    expect(listing.brand).toBeNull();
    expect(listing.subcategory_id).toBeNull();
  });
});

describe('form helpers', () => {
  it('splits comma-separated text without blanks or repeats', () => {
    expect(splitList(' a, b ,, A, c ')).toEqual(['a', 'b', 'c']);
  });

  it('keeps exact cents for amounts that floating point would blur', () => {
    expect(amountToMinor('19.99', 'USD')).toBe(1999);
    expect(amountToMinor('0.10', 'EUR')).toBe(10);
    expect(amountToMinor('1.000', 'USD')).toBe(100);
    expect(amountToMinor('', 'USD')).toBeUndefined();
  });

  it('round-trips an own listing through the form', () => {
    const form = filled({
      currency: 'GBP',
      rental_type: 'vehicle',
      brand: 'Land Rover',
      year: '2019',
      deposit_required: true,
      deposit_amount: '250.5',
    });
    const listing = ListingFormSchema.parse(form);
    const detail: EditableSpace = {
      ...listing,
      id: 'id',
      user_id: 'u',
      available: true,
      status: 'available',
      rating: 0,
      review_count: 0,
      created_at: '',
      updated_at: '',
      latitude: listing.latitude ?? null,
      longitude: listing.longitude ?? null,
    };
    const again = listingToForm(detail);
    expect(again).toMatchObject({
      hourly_price: '45.5',
      deposit_amount: '250.5',
      brand: 'Land Rover',
      year: '2019',
      amenities: 'Wi-Fi, lights, Backdrops',
    });
    expect(ListingFormSchema.parse(again)).toEqual(listing);
  });
});
