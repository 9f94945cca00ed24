import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Sitemap | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Sitemap</PageTitle>
    </div>
  );
}
