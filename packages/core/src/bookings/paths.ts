/** Where the sandbox's extra authentication step lives in the web app. */
export function sandboxAuthenticatePath(clientSecret: string): string {
  return `/sandbox/authenticate?client_secret=${encodeURIComponent(clientSecret)}`;
}

/** Where the browser lands after paying (the query parameter Stripe's redirect also uses). */
export function bookingConfirmationPath(clientSecret: string): string {
  return `/booking-confirmation?payment_intent_client_secret=${encodeURIComponent(clientSecret)}`;
}
