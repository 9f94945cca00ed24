import { REGION_NAMES, type Region } from './regions.ts';
import { HOME_SECTION_SIZE, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX } from './constants.ts';

/**
 * The home page's filter (docs/product/search-and-cities.md#home-sections): search text (empty),
 * selected type (none) and selected region (none); `allInternational` is set by View All
 * International Spaces.
 */
export interface HomeFilterState {
  search: string;
  type: string | null;
  region: Region | null;
  allInternational: boolean;
}

export type HomeFilterEvent =
  | { kind: 'search'; text: string }
  | { kind: 'type'; value: string | null }
  | { kind: 'toggleRegion'; region: Region }
  | { kind: 'viewAllUsa' }
  | { kind: 'viewAllInternational' }
  | { kind: 'reset' };

export const INITIAL_HOME_FILTER: HomeFilterState = {
  search: '',
  type: null,
  region: null,
  allInternational: false,
};

/** The next filter state after a guest's action; a pure reducer for useReducer and tests. */
export function homeFilterReducer(state: HomeFilterState, event: HomeFilterEvent): HomeFilterState {
  switch (event.kind) {
    case 'search':
      return { ...state, search: event.text.slice(0, SEARCH_TEXT_MAX) };
    case 'type':
      return { ...state, type: event.value || null };
    case 'toggleRegion':
      // Clicking the active region clears it (docs/product/search-and-cities.md#home-sections).
      return state.region === event.region
        ? { ...state, region: null, allInternational: false }
        : { ...state, region: event.region };
    case 'viewAllUsa':
      // View All USA Spaces sets the region filter to Americas, which shows every US space.
      return { ...state, region: 'Americas' };
    case 'viewAllInternational':
      return { ...state, allInternational: true };
    case 'reset':
      return INITIAL_HOME_FILTER;
  }
}

function isRegion(value: string | null): value is Region {
  return value !== null && (REGION_NAMES as readonly string[]).includes(value);
}

/** The filter state a home URL describes (?q=&type=&region=&intl=all); unknown values are ignored. */
export function homeFilterFromParams(params: URLSearchParams): HomeFilterState {
  const region = params.get('region');
  return {
    search: (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX),
    type: params.get('type')?.trim() || null,
    region: isRegion(region) ? region : null,
    allInternational: params.get('intl') === 'all',
  };
}

/** The URL query of a filter state; the initial state is the bare URL. */
export function homeFilterToParams(state: HomeFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.type) params.set('type', state.type);
  if (state.region) params.set('region', state.region);
  if (state.allInternational && !state.region) params.set('intl', 'all');
  return params;
}

export interface HomeSectionPlan {
  visible: boolean;
  /** How many spaces the section asks for: the first 6, or a full page when it shows them all. */
  limit: number;
  showsAll: boolean;
}

/**
 * What the two home sections show for a filter state. Featured USA: the first 6 US spaces, all of
 * them with the Americas region, hidden under another region (the US is not in it). International:
 * the first 6 non-US spaces, or all those of the selected region, or all after View All.
 */
export function homeSections(state: HomeFilterState): {
  usa: HomeSectionPlan;
  international: HomeSectionPlan;
} {
  const usaAll = state.region === 'Americas';
  const internationalAll = state.region !== null || state.allInternational;
  return {
    usa: {
      visible: state.region === null || state.region === 'Americas',
      limit: usaAll ? SEARCH_PAGE_SIZE : HOME_SECTION_SIZE,
      showsAll: usaAll,
    },
    international: {
      visible: true,
      limit: internationalAll ? SEARCH_PAGE_SIZE : HOME_SECTION_SIZE,
      showsAll: internationalAll,
    },
  };
}
