// The favourites feature: the guest's saved listings (docs/product/search-and-cities.md#favourites).
export { fetchFavorites } from './api';
export { FavoritesList } from './favorites-list';
