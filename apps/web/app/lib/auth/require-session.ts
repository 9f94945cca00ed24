import { redirect } from 'react-router';
import { currentSession } from './client';

/** For clientLoaders of signed-in pages: the session, or a redirect to / (spec section 2). */
export async function requireSession() {
  const session = await currentSession();
  if (!session) throw redirect('/');
  return session;
}
