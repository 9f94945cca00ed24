import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Blog | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Blog</PageTitle>
    </div>
  );
}
