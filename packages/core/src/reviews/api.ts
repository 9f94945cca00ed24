/**
 * The review API contract. Reads of a listing's reviews are in ../bookings/api.ts (SpaceReview).
 *
 * GET  /rest/v1/reviews/pending[?space_id=]  -> { data: ReviewableBooking[] } own completed
 *      bookings without a review, newest first
 * POST /rest/v1/bookings/{id}/review          ReviewSchema -> ReviewCreated (201)
 *      404 someone else's or unknown booking, 403 not completed, 409 already reviewed
 */
export interface ReviewableBooking {
  booking_id: string;
  start_time: string;
  end_time: string;
  space: { id: string; title: string; location: string; images: string[]; time_zone: string };
}

export interface ReviewCreated {
  review: {
    id: string;
    space_id: string;
    booking_id: string;
    rating: number;
    comment: string;
    created_at: string;
    full_name: string | null;
  };
  /** The listing's rating and review count after this review. */
  space: { id: string; rating: number; review_count: number };
}
