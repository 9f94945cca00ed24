export { SpaceCard, SpaceGrid } from './space-card';
