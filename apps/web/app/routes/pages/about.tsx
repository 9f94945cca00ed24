import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'About Rentspace | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>About Rentspace</PageTitle>
    </div>
  );
}
