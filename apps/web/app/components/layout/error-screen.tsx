import { buttonClasses } from '~/components/ui/button';

/** The top-level error screen: 'Something went wrong' with Refresh Page (docs/product/pages-and-messages.md#error-screens). */
export function ErrorScreen({
  title,
  message,
  notFound,
}: {
  title: string;
  message?: string;
  notFound?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <a href="/" className="mb-8 text-xl font-bold tracking-tight text-ink">
        Rentspace
      </a>
      <h1 className="text-3xl font-semibold">{title}</h1>
      {message && <p className="mt-2 max-w-md text-muted">{message}</p>}
      <div className="mt-8 flex gap-3">
        {notFound ? (
          <a href="/" className={buttonClasses('primary')}>
            Return to Home
          </a>
        ) : (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClasses('primary')}
          >
            Refresh Page
          </button>
        )}
      </div>
    </div>
  );
}
