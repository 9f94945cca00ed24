import { describe, expect, expectTypeOf, it } from 'vitest';
import { ListingSchema, type Listing } from './schema.ts';
import { EditableSpaceSchema, type EditableSpace } from './types.ts';

describe('EditableSpace, the owner view of a listing', () => {
  it('holds every field of the listing form, so the form loads it as it is', () => {
    const fields = Object.keys(ListingSchema.shape);
    expect(fields.filter((field) => !(field in EditableSpaceSchema.shape))).toEqual([]);
    expectTypeOf<EditableSpace>().toExtend<Listing>();
  });

  it('refuses a field it does not declare', () => {
    const result = EditableSpaceSchema.safeParse({ secret: true });
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['secret'] }),
    );
  });
});
