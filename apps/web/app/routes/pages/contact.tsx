import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Contact Us | Rentspace' }];

export default function Page() {
  return (
    <div className="container-page py-10">
      <PageTitle>Contact Us</PageTitle>
    </div>
  );
}
