import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FavoriteState } from '@rentspace/core/favorites/api';
import { api, errorMessage } from './api';
import { useAuth } from './auth/auth-context';
import { notify } from './toast';

// The signed-in guest's saved listings, shared by every heart on the page
// (docs/product/search-and-cities.md#favourites). A tap changes the heart at once and the server
// after; a refusal puts the heart back and says why.

interface State {
  /** Whose saved listings `ids` are (null: not loaded). */
  userId: string | null;
  ids: ReadonlySet<string>;
  /** Saves asked for from the sign-in dialog, on their way to the server. */
  pending: ReadonlySet<string>;
  /**
   * Hearts tapped while the stored session was still being restored: shown saved at once, saved
   * once the session is found, forgotten if there is none (the sign-in dialog then asks first).
   */
  restoring: ReadonlySet<string>;
}
const EMPTY: State = {
  userId: null,
  ids: new Set(),
  pending: new Set(),
  restoring: new Set(),
};
let state: State = EMPTY;
let loading: string | null = null;
/** The load of the saved listings under way, if any. */
let loaded: Promise<void> = Promise.resolve();
/** Taps made while the saved listings load: the list the server sends may predate them. */
const tappedWhileLoading = new Map<string, boolean>();
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const withId = (ids: ReadonlySet<string>, id: string, present: boolean) => {
  const next = new Set(ids);
  if (present) next.add(id);
  else next.delete(id);
  return next;
};

function load(userId: string) {
  if (loading === userId || state.userId === userId) return loaded;
  loaded = read(userId);
  return loaded;
}

async function read(userId: string) {
  loading = userId;
  tappedWhileLoading.clear();
  try {
    const { data } = await api<{ data: string[] }>('/rest/v1/favorites/ids');
    let ids: ReadonlySet<string> = new Set(data);
    for (const [spaceId, saved] of tappedWhileLoading) ids = withId(ids, spaceId, saved);
    set({ userId, ids });
  } catch (error) {
    console.warn('Could not load saved spaces', error);
  } finally {
    loading = null;
    tappedWhileLoading.clear();
  }
}

async function send(spaceId: string, saved: boolean) {
  await api<FavoriteState>(`/rest/v1/favorites/${spaceId}`, { method: saved ? 'PUT' : 'DELETE' });
}

function failed(saved: boolean, error: unknown) {
  notify.error(saved ? 'Failed to save space' : 'Failed to remove space', {
    description: errorMessage(error, 'Please try again.'),
  });
}

/** The heart's state now, and kept by a load of the saved listings still under way. */
function mark(spaceId: string, saved: boolean) {
  if (loading) tappedWhileLoading.set(spaceId, saved);
  set({ ids: withId(state.ids, spaceId, saved) });
}

async function change(spaceId: string, saved: boolean) {
  const had = state.ids.has(spaceId);
  mark(spaceId, saved);
  try {
    await send(spaceId, saved);
  } catch (error) {
    mark(spaceId, had);
    failed(saved, error);
  }
}

/** After signing in from a heart: saved (not flipped, it may be saved already). */
async function saveAfterSignIn(spaceId: string) {
  set({
    pending: withId(state.pending, spaceId, true),
    restoring: withId(state.restoring, spaceId, false),
  });
  try {
    await send(spaceId, true);
    // Signing in loads the saved listings at the same moment: their list may predate this save.
    mark(spaceId, true);
  } catch (error) {
    failed(true, error);
  } finally {
    // Until the saved listings are known the heart shows the save under way, not an empty one.
    await loaded;
    set({ pending: withId(state.pending, spaceId, false) });
  }
}

/** Whether the guest saved a listing, and the heart's tap (signed out: sign in, then save). */
export function useFavorite(spaceId: string, initiallySaved = false) {
  const { status, user, openSignIn } = useAuth();
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
  const userId = status === 'signedIn' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (userId) void load(userId);
  }, [userId]);
  // No session after all: a heart tapped while it was restored is no longer shown saved.
  useEffect(() => {
    if (status === 'signedOut' && state.restoring.size > 0) set({ restoring: new Set() });
  }, [status]);
  const known = userId !== null && current.userId === userId;
  const saved =
    current.pending.has(spaceId) ||
    (status !== 'signedOut' && current.restoring.has(spaceId)) ||
    (known ? current.ids.has(spaceId) : userId !== null && initiallySaved);
  const toggle = useCallback(() => {
    if (userId) void change(spaceId, !saved);
    else {
      // Just after a page loads the session may still be on its way: the heart fills at once, and
      // openSignIn saves it once the session is found (or asks to sign in first if there is none).
      if (status === 'loading') set({ restoring: withId(state.restoring, spaceId, true) });
      openSignIn(() => void saveAfterSignIn(spaceId));
    }
  }, [userId, status, saved, spaceId, openSignIn]);
  return { saved, toggle };
}
