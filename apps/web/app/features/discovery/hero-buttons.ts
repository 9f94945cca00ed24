const HERO_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 text-base font-medium transition-colors duration-150';

/** Light buttons on a dark hero picture (the app's primary and secondary would not stand out). */
export const HERO_PRIMARY = `${HERO_BUTTON} bg-white text-brand-800 hover:bg-brand-50`;
export const HERO_SECONDARY = `${HERO_BUTTON} border border-white/80 text-white hover:bg-white/15`;
