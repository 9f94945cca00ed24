export * from './enums.ts';
export * from './auth.ts';
export * from './profiles.ts';
export * from './listings.ts';
export * from './bookings.ts';
export * from './reviews.ts';
export * from './messages.ts';
export * from './admin.ts';
