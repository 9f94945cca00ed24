// The discovery feature's public face: what the home, explore, city and location pages use.
export { HeroCarousel } from './hero-carousel';
export { HERO_SLIDES } from './hero-slides';
export { HERO_PRIMARY, HERO_SECONDARY } from './hero-buttons';
export { HomeListings } from './home-listings';
export { useHomeFilter } from './home-filter-bar';
export { HomeMarketing } from './home-marketing';
export { ExploreFilterForm } from './explore-filters';
export { searchProblem } from './search-problem';
export { PagedGrid, PagedSpaceGrid, usePagedSpaces } from './more-spaces';
export { ResultsWithMap } from './results-with-map';
export {
  CityFeatures,
  CityFigures,
  CityHero,
  CitySection,
  OwnerCallToAction,
  PlaceProblem,
  PopularAreas,
} from './city-page';
export { placeJsonLd } from './seo';
