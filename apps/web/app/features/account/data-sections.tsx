import { DeleteAccountSection } from './delete-account-section';
import { YourDataSection } from './your-data-section';

/** The end of /profile: the person's data to take along, and deleting the account. */
export function AccountDataSections() {
  return (
    <div className="mt-12 space-y-10 border-t border-line pt-10">
      <YourDataSection />
      <DeleteAccountSection />
    </div>
  );
}
