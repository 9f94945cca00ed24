import { describe, expect, it } from 'vitest';
import { SpaceSummarySchema } from '@rentspace/core/spaces/types';
import { EditableSpaceSchema, OwnSpaceSchema } from '@rentspace/core/listings/types';
import { SpaceDetailSchema } from '@rentspace/core/bookings/api';
import { cardColumns, ownCardColumns, ownerColumns, publicColumns } from './columns.ts';

const names = (record: object) => Object.keys(record).sort();

describe('the column list of each view of a listing', () => {
  it('reads exactly the fields its response schema declares', () => {
    // Only a near search adds distance_km, to the card's columns (discovery/repository.ts).
    const read = (shape: object) => names(shape).filter((name) => name !== 'distance_km');
    expect(SpaceSummarySchema.shape.distance_km.safeParse(undefined).success).toBe(true);
    expect(names(cardColumns)).toEqual(read(SpaceSummarySchema.shape));
    expect(names(ownCardColumns)).toEqual(read(OwnSpaceSchema.shape));
    expect(names(ownerColumns)).toEqual(read(EditableSpaceSchema.shape));
  });

  it('reads every field of the public view but those computed for the viewer', () => {
    const {
      address_visible,
      location_exact,
      saved_count,
      saved,
      is_owner,
      host,
      distance_km,
      ...read
    } = SpaceDetailSchema.shape;
    expect(
      [address_visible, location_exact, saved_count, saved, is_owner, host, distance_km].every(
        Boolean,
      ),
    ).toBe(true);
    expect(names(publicColumns)).toEqual(names(read));
  });

  it('never gives the public or the card the owner-only columns', () => {
    for (const view of [cardColumns, publicColumns]) {
      expect(names(view)).not.toContain('category_id');
      expect(names(view)).not.toContain('updated_at');
    }
    expect(names(cardColumns)).not.toContain('street_address');
  });
});
