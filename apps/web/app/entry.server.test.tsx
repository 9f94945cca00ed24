import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';

/** What the router hands the error handler for a POST to a page without an action. */
const methodNotAllowed = {
  status: 405,
  statusText: 'Method Not Allowed',
  internal: true,
  data: 'Error: You made a POST request to "/explore" but did not provide an `action` for route "routes/explore"',
  error: new Error(
    'You made a POST request to "/explore" but did not provide an `action` for route "routes/explore"',
  ),
};

describe('the server-render error handler', () => {
  afterEach(() => vi.restoreAllMocks());
  const args = (request: Request) => ({ request, params: {}, context: {} as never });

  it("keeps quiet about the caller's mistakes and requests their client abandoned", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(
      methodNotAllowed,
      args(new Request('http://localhost/explore', { method: 'POST' })),
    );
    handleError(
      { ...methodNotAllowed, status: 404, statusText: 'Not Found' },
      args(new Request('http://localhost/nowhere')),
    );
    const abandoned = new AbortController();
    abandoned.abort();
    handleError(
      new Error('render failed'),
      args(new Request('http://localhost/', { signal: abandoned.signal })),
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure of ours', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('loader failed');
    handleError(failure, args(new Request('http://localhost/')));
    handleError(
      { ...methodNotAllowed, status: 500, statusText: 'Internal Server Error' },
      args(new Request('http://localhost/')),
    );
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenNthCalledWith(1, failure);
  });
});
