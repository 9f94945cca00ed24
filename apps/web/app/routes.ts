import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

const STATIC_PAGES = [
  'about',
  'contact',
  'careers',
  'press',
  'blog',
  'help',
  'safety',
  'cancellation',
  'covid19',
  'privacy',
  'terms',
  'sitemap',
  'cookies',
] as const;

export default [
  index('routes/home.tsx'),
  route('space/:id', 'routes/space.tsx'),
  route('explore', 'routes/explore.tsx'),
  route('booking-confirmation', 'routes/booking-confirmation.tsx'),
  layout('routes/private-layout.tsx', [
    route('create-listing', 'routes/create-listing.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('my-listings', 'routes/my-listings.tsx'),
    route('edit-listing/:id', 'routes/edit-listing.tsx'),
    route('my-bookings', 'routes/my-bookings.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('admin', 'routes/admin.tsx'),
    route('messages', 'routes/messages.tsx', [
      index('routes/messages-index.tsx'),
      route(':id', 'routes/message-thread.tsx'),
    ]),
  ]),
  ...STATIC_PAGES.map((page) => route(page, `routes/pages/${page}.tsx`)),
  route('cities/:city', 'routes/city.tsx', { id: 'routes/cities-city' }),
  route('sandbox/onboarding/:accountId', 'routes/sandbox-onboarding.tsx'),
  route('sandbox/authenticate', 'routes/sandbox-authenticate.tsx'),
  route(':city/:type', 'routes/location.tsx'),
  // The catch-all city page is the last page route (content-pages.md route table); longer paths
  // no route takes are 'Page not found' inside the site's frame.
  route(':city', 'routes/city.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
