import { describe, expect, it } from 'vitest';
import {
  homeFilterFromParams,
  homeFilterReducer,
  homeFilterToParams,
  homeSections,
  INITIAL_HOME_FILTER,
  type HomeFilterEvent,
  type HomeFilterState,
} from './home-filter.ts';

const run = (...events: HomeFilterEvent[]) => events.reduce(homeFilterReducer, INITIAL_HOME_FILTER);

describe('home filter state machine', () => {
  it('starts with no type, empty search and no region', () => {
    expect(INITIAL_HOME_FILTER).toEqual({
      search: '',
      type: null,
      region: null,
      allInternational: false,
    });
  });

  it('toggles a region on, switches to another, and clears it when the active one is clicked', () => {
    expect(run({ kind: 'toggleRegion', region: 'Europe' }).region).toBe('Europe');
    expect(
      run(
        { kind: 'toggleRegion', region: 'Europe' },
        { kind: 'toggleRegion', region: 'Middle East' },
      ).region,
    ).toBe('Middle East');
    expect(
      run({ kind: 'toggleRegion', region: 'Europe' }, { kind: 'toggleRegion', region: 'Europe' })
        .region,
    ).toBeNull();
  });

  it('View All USA Spaces sets the region to Americas, even from another region', () => {
    expect(run({ kind: 'viewAllUsa' }).region).toBe('Americas');
    expect(run({ kind: 'toggleRegion', region: 'Europe' }, { kind: 'viewAllUsa' }).region).toBe(
      'Americas',
    );
  });

  it('keeps search text and type across region changes; an empty type is no type', () => {
    const state = run(
      { kind: 'search', text: 'loft' },
      { kind: 'type', value: 'studio' },
      { kind: 'toggleRegion', region: 'Asia Pacific' },
    );
    expect(state).toEqual({
      search: 'loft',
      type: 'studio',
      region: 'Asia Pacific',
      allInternational: false,
    });
    expect(homeFilterReducer(state, { kind: 'type', value: '' }).type).toBeNull();
    expect(homeFilterReducer(state, { kind: 'reset' })).toEqual(INITIAL_HOME_FILTER);
  });

  it('clearing the region also folds the international list back to six', () => {
    const expanded = run({ kind: 'viewAllInternational' });
    expect(expanded.allInternational).toBe(true);
    const cleared = homeFilterReducer(
      homeFilterReducer(expanded, { kind: 'toggleRegion', region: 'Europe' }),
      { kind: 'toggleRegion', region: 'Europe' },
    );
    expect(cleared.allInternational).toBe(false);
  });

  it('never keeps more search text than the search accepts', () => {
    expect(run({ kind: 'search', text: 'x'.repeat(500) }).search).toHaveLength(100);
  });
});

describe('home filter in the URL', () => {
  const states: HomeFilterState[] = [
    INITIAL_HOME_FILTER,
    { search: 'sunny loft', type: 'studio', region: 'Middle East', allInternational: false },
    { search: '', type: null, region: null, allInternational: true },
  ];
  for (const state of states) {
    it(`round-trips ${homeFilterToParams(state).toString() || 'the bare URL'}`, () => {
      expect(homeFilterFromParams(homeFilterToParams(state))).toEqual(state);
    });
  }

  it('ignores an unknown region and blank values', () => {
    expect(homeFilterFromParams(new URLSearchParams('region=Mars&type=%20%20&q='))).toEqual(
      INITIAL_HOME_FILTER,
    );
  });
});

describe('home sections', () => {
  it('shows the first 6 of each section with no region', () => {
    expect(homeSections(INITIAL_HOME_FILTER)).toEqual({
      usa: { visible: true, limit: 6, showsAll: false },
      international: { visible: true, limit: 6, showsAll: false },
    });
  });

  it('shows every US space with Americas, hides them under another region', () => {
    expect(homeSections(run({ kind: 'viewAllUsa' })).usa).toEqual({
      visible: true,
      limit: 24,
      showsAll: true,
    });
    expect(homeSections(run({ kind: 'toggleRegion', region: 'Europe' })).usa.visible).toBe(false);
  });

  it('shows all matching international spaces with a region or after View All', () => {
    expect(
      homeSections(run({ kind: 'toggleRegion', region: 'Europe' })).international.showsAll,
    ).toBe(true);
    expect(homeSections(run({ kind: 'viewAllInternational' })).international).toEqual({
      visible: true,
      limit: 24,
      showsAll: true,
    });
  });
});
