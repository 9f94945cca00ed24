import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Cookie Policy | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Cookie Policy</PageTitle>
    </div>
  );
}
