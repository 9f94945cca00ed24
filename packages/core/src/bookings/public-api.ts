/** Server-side reads of the space detail page. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SpaceDetailApi {}
