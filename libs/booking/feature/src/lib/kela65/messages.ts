import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

type Kela65Values = {
  heading: None;
  rule: None;
  price: { price: string; date: string };
  signIn: None;
  underAge: None;
  bookAsPrivate: None;
  ageLimitError: None;
};

/** The 65+ notice on the 65+ list and reservation (booking doc sections 1, 5 and 9). */
export const kela65Messages = defineMessages<Kela65Values>({
  heading: {
    id: 'booking.kela65.heading',
    defaultMessage: 'About the 65+ doctor visit',
    description: 'Heading of the 65+ notice on the 65+ list and reservation page',
  },
  rule: {
    id: 'booking.kela65.rule',
    defaultMessage: 'The 65+ doctor visit is for patients who are 65 or over on the day of the visit.',
    description: 'The age rule of the 65+ doctor visit',
  },
  price: {
    id: 'booking.kela65.price',
    defaultMessage: 'The visit costs {price}. Kela compensation, paid from {date}, has already been deducted from the price.',
    description: 'The fixed 65+ price and the start date of the Kela compensation (date as D.M.YYYY)',
  },
  signIn: {
    id: 'booking.kela65.signIn',
    defaultMessage: 'To reserve a 65+ time, log in with your bank credentials or a mobile certificate, so that we can check your age.',
    description: 'Told to a visitor who is not signed in: reserving a 65+ time needs strong sign-in',
  },
  underAge: {
    id: 'booking.kela65.underAge',
    defaultMessage: 'You are under 65, so you cannot book a 65+ doctor visit. You can book a doctor visit as a private customer.',
    description: 'Notice for a signed-in patient under 65 on the 65+ list and reservation page',
  },
  bookAsPrivate: {
    id: 'booking.kela65.bookAsPrivate',
    defaultMessage: 'Book as a private customer',
    description: 'Link from the 65+ notice to the private customer list',
  },
  ageLimitError: {
    id: 'booking.kela65.ageLimitError',
    defaultMessage: 'The 65+ doctor visit is only for patients aged 65 or over on the day of the visit. Please book as a private customer.',
    description: 'Reservation answer kela65AgeLimit',
  },
});
