import { redirect } from 'react-router';
import { authClient } from './client';

/** For clientLoaders of signed-in pages: the session, or a redirect to / (spec section 2). */
export async function requireSession() {
  const { data } = await authClient().getSession();
  if (!data.session) throw redirect('/');
  return data.session;
}
