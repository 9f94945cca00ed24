import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Privacy Policy | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Privacy Policy</PageTitle>
    </div>
  );
}
