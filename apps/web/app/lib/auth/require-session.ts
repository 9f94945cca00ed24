import { redirect } from 'react-router';
import { currentSession } from './client';

/** For clientLoaders of signed-in pages: the session, or a redirect to / (docs/product/roles-and-permissions.md#signed-in-pages). */
export async function requireSession() {
  const session = await currentSession();
  if (!session) throw redirect('/');
  return session;
}
