export { ReviewPrompts } from './review-prompts';
export { ReviewForm } from './review-form';
