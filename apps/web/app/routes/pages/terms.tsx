import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Terms of Service | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Terms of Service</PageTitle>
    </div>
  );
}
