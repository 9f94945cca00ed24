import { useState } from 'react';
import type { Page, SpaceSummary } from '@rentspace/core/spaces/types';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { SpaceGrid } from '~/components/spaces/space-card';

/**
 * A grid that starts with a server-rendered page and pages on through GET /rest/v1/spaces with
 * the same parameters. Give it a `key` that changes with the search, so a new search starts over.
 */
export function PagedSpaceGrid({
  first,
  query,
  eagerCount = 0,
  besideMap = false,
}: {
  first: Page<SpaceSummary>;
  query: URLSearchParams;
  eagerCount?: number;
  besideMap?: boolean;
}) {
  const [more, setMore] = useState<SpaceSummary[]>([]);
  const [cursor, setCursor] = useState(first.next_cursor);
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  async function loadMore() {
    if (!cursor) return;
    setState({ kind: 'loading' });
    const params = new URLSearchParams(query);
    params.set('cursor', cursor);
    try {
      const page = await api<Page<SpaceSummary>>(`/rest/v1/spaces?${params}`, { auth: false });
      // A listing can appear in two pages when it changed in between; show it once.
      setMore((shown) => [
        ...shown,
        ...page.data.filter((space) => !shown.some((other) => other.id === space.id)),
      ]);
      setCursor(page.next_cursor);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error, 'Failed to fetch spaces') });
    }
  }

  const spaces = [
    ...first.data,
    ...more.filter((space) => !first.data.some((other) => other.id === space.id)),
  ];
  return (
    <div>
      <SpaceGrid spaces={spaces} eagerCount={eagerCount} besideMap={besideMap} />
      {state.kind === 'error' && <ErrorMessage className="mt-6">{state.message}</ErrorMessage>}
      {cursor && (
        <div className="mt-10 flex justify-center">
          <Button variant="secondary" onClick={loadMore} pending={state.kind === 'loading'}>
            Show more spaces
          </Button>
        </div>
      )}
    </div>
  );
}
