import { PageTitle } from '~/components/ui/states';
import type { Route } from './+types/space';

export default function SpacePage({ params }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <PageTitle>Space {params.id}</PageTitle>
    </div>
  );
}
