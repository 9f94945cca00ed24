import { Navigate, Outlet } from 'react-router';
import { useAuth } from '~/lib/auth/auth-context';

/** Pages for signed-in people: signed-out visitors (also after signing out in another tab) go to /. */
export default function PrivateLayout() {
  const { status } = useAuth();
  if (status === 'signedOut') return <Navigate to="/" replace />;
  return <Outlet />;
}
