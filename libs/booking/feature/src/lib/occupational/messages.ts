import type { MessageTag, NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;
/** A phone number shown as a link: `<link>{phone}</link>` in the text. */
type PhoneLink = { phone: string; link: MessageTag };

type OccupationalValues = {
  signInTitle: None;
  signInText: None;
  loading: None;
  noAgreementTitle: None;
  noAgreementText: PhoneLink;
  noWebReservationTitle: None;
  noWebReservationText: None;
  callCustomerService: { phone: string };
  liftupTitle: None;
  liftupText: None;
  liftupOthers: PhoneLink;
  vaccinationsLink: None;
  vaccinationsTitle: None;
  vaccinationsIntro: None;
  vaccinationSignInTitle: None;
  vaccinationSignInText: None;
  noContract: PhoneLink;
  vaccinationsNotIncluded: None;
  vaccinationsNotIncludedText: PhoneLink;
  chooseVaccination: None;
  influenzaButton: None;
  otherVaccinations: None;
  influenzaInfoTitle: None;
  influenzaInfoText: None;
};

/** The occupational health landing, list statuses and vaccination page (booking doc sections 2, 4 and 8). */
export const occupationalMessages = defineMessages<OccupationalValues>({
  signInTitle: {
    id: 'booking.occupational.signInTitle',
    defaultMessage: 'Log in to book an occupational health appointment',
    description: 'Heading of the sign-in prompt on the occupational health booking landing',
  },
  signInText: {
    id: 'booking.occupational.signInText',
    defaultMessage:
      'Log in with your bank credentials or mobile ID. We then find your employer’s occupational health agreement and show the appointments it covers.',
    description: 'Sign-in prompt on the occupational health booking landing: strong sign-in with bank credentials or mobile ID',
  },
  loading: {
    id: 'booking.occupational.loading',
    defaultMessage: 'Looking for your occupational health agreement',
    description: 'Read out while the occupational health agreement loads',
  },
  noAgreementTitle: {
    id: 'booking.occupational.noAgreementTitle',
    defaultMessage: 'We couldn’t find your occupational health agreement',
    description: 'Heading of the occupational list when the signed-in person has no occupational health agreement (status no-occupational-healthcare)',
  },
  noAgreementText: {
    id: 'booking.occupational.noAgreementText',
    defaultMessage:
      'If your employer has an occupational health agreement with us, please contact our customer service at <link>{phone}</link>. You can also book an appointment as a private customer.',
    description: 'Text of the occupational list without an agreement; {phone} is the customer service number, shown as a phone link',
  },
  noWebReservationTitle: {
    id: 'booking.occupational.noWebReservationTitle',
    defaultMessage: 'Online booking is not yet included in your occupational health agreement',
    description: 'Heading of the occupational list when the agreement does not include online booking (status no-web-reservation)',
  },
  noWebReservationText: {
    id: 'booking.occupational.noWebReservationText',
    defaultMessage: 'Please book your occupational health appointment by phoning our customer service.',
    description: 'Text under the heading: book by phone instead',
  },
  callCustomerService: {
    id: 'booking.occupational.callCustomerService',
    defaultMessage: 'Call customer service {phone}',
    description: 'Link that phones customer service; {phone} is the number',
  },
  liftupTitle: {
    id: 'booking.occupational.liftupTitle',
    defaultMessage: 'Book your vaccination online',
    description: 'Heading of the liftup banner of an agreement without online booking that includes vaccinations',
  },
  liftupText: {
    id: 'booking.occupational.liftupText',
    defaultMessage: 'Online booking is not yet included in your occupational health agreement, but your vaccinations are, and you can book them here.',
    description: 'Text of the liftup banner: only vaccinations can be booked online',
  },
  liftupOthers: {
    id: 'booking.occupational.liftupOthers',
    defaultMessage: 'For other occupational health appointments, please call our customer service at <link>{phone}</link>.',
    description: 'Liftup banner: other appointments are booked by phone; {phone} is the customer service number, shown as a phone link',
  },
  vaccinationsLink: {
    id: 'booking.occupational.vaccinationsLink',
    defaultMessage: 'Occupational health vaccinations',
    description: 'Link from the occupational list to the occupational vaccination page',
  },
  vaccinationsTitle: {
    id: 'booking.occupational.vaccinationsTitle',
    defaultMessage: 'Occupational health vaccinations',
    description: 'Heading of the occupational vaccination page',
  },
  vaccinationsIntro: {
    id: 'booking.occupational.vaccinationsIntro',
    defaultMessage: 'Book the vaccinations your employer’s occupational health agreement includes.',
    description: 'Intro of the occupational vaccination page',
  },
  vaccinationSignInTitle: {
    id: 'booking.occupational.vaccinationSignInTitle',
    defaultMessage: 'Log in to book a vaccination',
    description: 'Heading of the sign-in prompt on the occupational vaccination page (status unauthorized)',
  },
  vaccinationSignInText: {
    id: 'booking.occupational.vaccinationSignInText',
    defaultMessage: 'Log in with your bank credentials or mobile ID to see the vaccinations your occupational health agreement includes.',
    description: 'Sign-in prompt on the occupational vaccination page',
  },
  noContract: {
    id: 'booking.occupational.noContract',
    defaultMessage: 'No occupational health contract was found. Please contact our customer service at <link>{phone}</link>.',
    description: 'Error on the occupational vaccination page without an agreement; {phone} is the customer service number, shown as a phone link',
  },
  vaccinationsNotIncluded: {
    id: 'booking.occupational.vaccinationsNotIncluded',
    defaultMessage: 'Vaccinations are not included in your occupational health contract',
    description: 'Heading on the occupational vaccination page when the agreement has no vaccinations',
  },
  vaccinationsNotIncludedText: {
    id: 'booking.occupational.vaccinationsNotIncludedText',
    defaultMessage: 'You can book a vaccination as a private customer, or ask our customer service at <link>{phone}</link>.',
    description: 'Advice when the agreement has no vaccinations; {phone} is the customer service number, shown as a phone link',
  },
  chooseVaccination: {
    id: 'booking.occupational.chooseVaccination',
    defaultMessage: 'Choose a vaccination',
    description: 'Accessible name of the list of vaccinations to book',
  },
  influenzaButton: {
    id: 'booking.occupational.influenzaButton',
    defaultMessage: 'Book an influenza vaccination',
    description: 'Button to the occupational search for influenza vaccination times',
  },
  otherVaccinations: {
    id: 'booking.occupational.otherVaccinations',
    defaultMessage: 'Book another vaccination',
    description: 'Button to the occupational search for the vaccination room',
  },
  influenzaInfoTitle: {
    id: 'booking.occupational.influenzaInfoTitle',
    defaultMessage: 'Influenza vaccination',
    description: 'Heading of the influenza info box for occupational health customers',
  },
  influenzaInfoText: {
    id: 'booking.occupational.influenzaInfoText',
    defaultMessage:
      'Your occupational health agreement includes the seasonal influenza vaccination. Book it as an occupational health appointment; you do not need a referral.',
    description: 'Influenza info box: the agreement pays for the seasonal vaccination, no referral needed',
  },
});
