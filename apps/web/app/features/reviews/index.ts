// The reviews feature: a listing's reviews and the host's replies, and the prompts and forms for
// the reviews guests and hosts write of each other.
export { ReviewPrompts } from './review-prompts';
export { ReviewForm } from './review-form';
export { ReviewsList } from './reviews-list';
