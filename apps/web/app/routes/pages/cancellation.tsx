import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Cancellation Policy | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Cancellation Policy</PageTitle>
    </div>
  );
}
