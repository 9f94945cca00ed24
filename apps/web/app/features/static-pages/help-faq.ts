export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  name: 'Booking' | 'Hosting' | 'Account';
  entries: FaqEntry[];
}

/** The Help Center's questions in its three categories (docs/product/pages-and-messages.md#static-pages). */
export const FAQ: readonly FaqCategory[] = [
  {
    name: 'Booking',
    entries: [
      {
        question: 'How do I book a space?',
        answer:
          'Open a listing, choose hour, day, week or month, pick a date, a start time and a duration, then continue to payment. The summary shows the rental price, the 10% platform fee and the total before you pay.',
      },
      {
        question: 'When can an hourly booking start?',
        answer:
          'On the hour, from 09:00 to 21:00 in the listing’s own time zone. The page shows the times in the time zone you choose.',
      },
      {
        question: 'How long is my slot held while I pay?',
        answer:
          'Fifteen minutes. If the payment does not go through in that time, the slot is released for others.',
      },
      {
        question: 'Can I cancel a booking?',
        answer:
          'Yes, from My Bookings. Your refund follows the listing’s policy: flexible refunds in full 24 hours or more before the start, moderate in full 5 days or more before, strict 50% 7 days or more before. Refunds take 5-7 business days.',
      },
      {
        question: 'Can I change the time of a booking?',
        answer:
          'Bookings can be modified up to 48 hours before the start. Contact us with the subject Support and the booking reference from your receipt.',
      },
      {
        question: 'What does the platform fee pay for?',
        answer:
          'The 10% platform fee covers secure card payments, identity verification, $1M liability insurance and our support team.',
      },
    ],
  },
  {
    name: 'Hosting',
    entries: [
      {
        question: 'How much does it cost to list?',
        answer:
          'Listing is free. When you are booked you keep 90% of the rental price; the platform fee is 10%.',
      },
      {
        question: 'When do I get paid?',
        answer:
          'Your payout is released 24 hours after each booking ends and arrives in 3-5 business days. Connect your payout account from your dashboard first.',
      },
      {
        question: 'Why do I need a complete address to publish?',
        answer:
          'Guests need to find you. Publishing requires street, city, state and postal code; the address is shared with guests only after their booking is confirmed.',
      },
      {
        question: 'Can I pause my listing?',
        answer:
          'Yes. Switch it to unavailable from My Listings; no new bookings can be made until you switch it back.',
      },
      {
        question: 'Which cancellation policy should I choose?',
        answer:
          'Flexible attracts the most bookings. Moderate and strict protect you when a late cancellation would leave the space empty. Your listing shows the policy to every guest before they pay.',
      },
    ],
  },
  {
    name: 'Account',
    entries: [
      {
        question: 'How do I create an account?',
        answer:
          'Choose Sign In / Sign Up, then Create an Account, and enter your email and a password of at least 8 characters.',
      },
      {
        question: 'How do I change my profile picture?',
        answer:
          'Go to My Profile and upload an image of up to 5MB for your avatar or up to 10MB for your banner.',
      },
      {
        question: 'Why do you verify my identity?',
        answer:
          'Identity verification for all users keeps renters and owners safe: everyone knows who they are dealing with before a booking.',
      },
      {
        question: 'I was signed out. What happened?',
        answer:
          'Sessions refresh automatically while you use Rentspace. If you sign out in one tab, other tabs follow; sign in again to continue.',
      },
      {
        question: 'How do I contact support?',
        answer:
          'Use the contact form with the subject Support, or the live chat Monday to Friday, 9 am to 6 pm PST.',
      },
    ],
  },
];

/** The categories and entries whose question or answer contains every word of the query. */
export function searchFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      entries: category.entries.filter((entry) => {
        const text = `${entry.question} ${entry.answer}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.entries.length > 0);
}
