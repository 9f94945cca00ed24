import { PageTitle } from '~/components/ui/states';

export const meta = () => [{ title: 'Booking | Rentspace' }, { name: 'robots', content: 'noindex' }];

export default function BookingConfirmation() {
  return (
    <div className="container-page py-10">
      <PageTitle>Booking</PageTitle>
    </div>
  );
}
