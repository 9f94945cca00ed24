import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Careers | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Careers</PageTitle>
    </div>
  );
}
