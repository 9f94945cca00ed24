import { useMemo, useState } from 'react';
import type { Page, SpaceSummary } from '@rentspace/core/spaces/types';
import { api, errorMessage } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { SpaceGrid } from '~/components/spaces/space-card';

type LoadState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string };

/** What a paged list has shown so far: the first page and every page "Show more" added. */
export interface PagedSpaces {
  spaces: SpaceSummary[];
  cursor: string | null;
  state: LoadState;
  loadMore: () => Promise<void>;
}

interface Paging {
  /** The search these pages belong to: another search starts over. */
  key: string;
  more: SpaceSummary[];
  cursor: string | null;
  state: LoadState;
}

/**
 * Pages on through GET /rest/v1/spaces with the search's parameters after a server-rendered first
 * page. A page that shows these results twice (the list and its map) asks here once and gives both
 * the same spaces. A new search (another `query`) starts over; a fresh first page of the same
 * search (a revalidation) keeps what was added.
 */
export function usePagedSpaces(
  first: Page<SpaceSummary> | null,
  query: URLSearchParams,
): PagedSpaces {
  const key = query.toString();
  const start = (): Paging => ({
    key,
    more: [],
    cursor: first?.next_cursor ?? null,
    state: { kind: 'idle' },
  });
  const [stored, setPaging] = useState<Paging>(start);
  const paging = stored.key === key ? stored : start();
  if (stored.key !== key) setPaging(paging);

  async function loadMore() {
    const { cursor } = paging;
    if (!cursor) return;
    // An answer that comes after the search changed belongs to no page shown.
    const update = (next: (current: Paging) => Paging) =>
      setPaging((current) => (current.key === key ? next(current) : current));
    update((current) => ({ ...current, state: { kind: 'loading' } }));
    const params = new URLSearchParams(query);
    params.set('cursor', cursor);
    try {
      const page = await api<Page<SpaceSummary>>(`/rest/v1/spaces?${params}`, { auth: false });
      // A listing can appear in two pages when it changed in between; show it once.
      update((current) => ({
        ...current,
        more: [
          ...current.more,
          ...page.data.filter((space) => !current.more.some((other) => other.id === space.id)),
        ],
        cursor: page.next_cursor,
        state: { kind: 'idle' },
      }));
    } catch (error) {
      update((current) => ({
        ...current,
        state: { kind: 'error', message: errorMessage(error, 'Failed to fetch spaces') },
      }));
    }
  }

  // The same array until a page comes: the map redraws its pins only for new results.
  const firstSpaces = first?.data;
  const { more } = paging;
  const spaces = useMemo(
    () =>
      firstSpaces
        ? [...firstSpaces, ...more.filter((space) => !firstSpaces.some((o) => o.id === space.id))]
        : [],
    [firstSpaces, more],
  );
  return { spaces, cursor: paging.cursor, state: paging.state, loadMore };
}

/** The grid of a paged list with its "Show more spaces" button (`usePagedSpaces`). */
export function PagedGrid({
  paged,
  eagerCount = 0,
  besideMap = false,
}: {
  paged: PagedSpaces;
  eagerCount?: number;
  besideMap?: boolean;
}) {
  const { spaces, cursor, state, loadMore } = paged;
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
  const paged = usePagedSpaces(first, query);
  return <PagedGrid paged={paged} eagerCount={eagerCount} besideMap={besideMap} />;
}
