import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Press | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Press</PageTitle>
    </div>
  );
}
