import type { SpaceDetail, SpaceReview } from './api.ts';

/** Server-side reads of the space detail page. */
export interface SpaceDetailApi {
  /**
   * A listing as GET /rest/v1/spaces/{id} returns it, or null ('Space not found'). The server
   * renders without knowing the viewer, so without viewerId only public fields come back.
   */
  getSpace(id: string, viewerId?: string): Promise<SpaceDetail | null>;
  /** The listing's reviews, newest first (empty for an unknown id). */
  listSpaceReviews(spaceId: string): Promise<SpaceReview[]>;
}
