import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from './button';
import { ErrorMessage } from './states';

/** A page's load failure: the page's message (docs/product/look-and-feel.md#behaviour), and 'Try again' to run the page's loaders again. */
export function RetryableError({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator();
  return (
    <div className="space-y-4">
      <ErrorMessage>{children}</ErrorMessage>
      <Button
        variant="secondary"
        onClick={() => revalidator.revalidate()}
        pending={revalidator.state === 'loading'}
      >
        Try again
      </Button>
    </div>
  );
}
