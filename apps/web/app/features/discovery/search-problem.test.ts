import { describe, expect, it } from 'vitest';
import { searchProblem } from './search-problem';

const GENERIC = 'Please check the highlighted fields';

describe('searchProblem', () => {
  it('says the problem of a setting the form has no field for', () => {
    expect(
      searchProblem({
        ok: false,
        message: GENERIC,
        fields: { bbox: ['Send the map area as west,south,east,north in degrees'] },
      }),
    ).toBe('Send the map area as west,south,east,north in degrees');
    expect(
      searchProblem({
        ok: false,
        message: GENERIC,
        fields: { near: ['Choose a place to sort by distance'], capacity: ['Enter a number'] },
      }),
    ).toBe('Choose a place to sort by distance');
  });

  it("keeps the API's message when every problem is under a field of the form", () => {
    expect(
      searchProblem({
        ok: false,
        message: GENERIC,
        fields: { capacity: ['Enter a number of people from 1 to 10000'] },
      }),
    ).toBe(GENERIC);
  });
});
