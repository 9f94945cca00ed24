import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Explore | Rentspace' }];

export default function Explore() {
  return (
    <div className="container-page py-10">
      <PageTitle>Explore</PageTitle>
    </div>
  );
}
