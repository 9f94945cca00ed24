import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'COVID-19 Response | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>COVID-19 Response</PageTitle>
    </div>
  );
}
