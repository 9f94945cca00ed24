// The reviews feature: a listing's reviews, and the prompts and form for a guest's own review.
export { ReviewPrompts } from './review-prompts';
export { ReviewForm } from './review-form';
export { ReviewsList } from './reviews-list';
