import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Help Center | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Help Center</PageTitle>
    </div>
  );
}
