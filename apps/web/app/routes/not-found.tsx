import { data } from 'react-router';
import { ButtonLink } from '~/components/ui/button';

/**
 * Any path no other route takes (three segments or more: one is a city, two a city and a type):
 * 'Page not found' inside the site's header and footer, with a 404 status and a title.
 */
export function loader(): never {
  throw data({ message: 'Page not found' }, { status: 404 });
}

export function meta() {
  return [{ title: 'Page not found | Rentspace' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-2 max-w-md text-muted">
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
