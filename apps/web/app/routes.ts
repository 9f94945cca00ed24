import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { PUBLIC_PAGES, type PublicPage } from '@rentspace/core/public-pages';

/** A public page's route, from the one list of them (packages/core public-pages). */
const publicRoute = (page: PublicPage) =>
  page.index
    ? index(page.file, { id: page.route })
    : route(page.path.slice(1), page.file, { id: page.route });

// React Router ranks routes by how specific their paths are, not by their order here: the city
// page's one-segment catch-all (docs/product/pages-and-messages.md#route-table) loses to every named path, and longer
// paths no route takes are 'Page not found' inside the site's frame.
export default [
  ...PUBLIC_PAGES.map(publicRoute),
  route('booking-confirmation', 'routes/booking-confirmation.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('email-changed', 'routes/email-changed.tsx'),
  layout('routes/private-layout.tsx', [
    route('create-listing', 'routes/create-listing.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('my-listings', 'routes/my-listings.tsx'),
    route('host/calendar', 'routes/host-calendar.tsx'),
    route('edit-listing/:id', 'routes/edit-listing.tsx'),
    route('my-bookings', 'routes/my-bookings.tsx'),
    route('favorites', 'routes/favorites.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('admin', 'routes/admin.tsx'),
    route('messages', 'routes/messages.tsx', [
      index('routes/messages-index.tsx'),
      route(':id', 'routes/message-thread.tsx'),
    ]),
  ]),
  route('sandbox/onboarding/:accountId', 'routes/sandbox-onboarding.tsx'),
  route('sandbox/authenticate', 'routes/sandbox-authenticate.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
