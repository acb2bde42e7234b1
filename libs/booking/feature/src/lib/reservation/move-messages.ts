import type { NoMessageValues } from 'react-intl';
import { defineMessages } from 'react-intl';

type None = NoMessageValues;

type MoveValues = {
  title: None;
  intro: None;
  move: None;
  moving: None;
  moved: None;
  movedText: None;
  notAvailable: None;
  notFound: None;
  deadline: { hours: number };
  kela65: None;
  failed: None;
  chooseAnother: None;
  listNotice: None;
};

/** Moving a booking to the chosen time (the reservation page with `moveFrom`). */
export const moveMessages = defineMessages<MoveValues>({
  title: { id: 'booking.move.title', defaultMessage: 'Change the time', description: 'Title of the page that moves a booking to the chosen time' },
  intro: {
    id: 'booking.move.intro',
    defaultMessage: 'Your booking moves to this time with its details, and your current time is released. You will get a confirmation of the new time.',
    description: 'Text under the title of the page that moves a booking to the chosen time',
  },
  move: { id: 'booking.move.move', defaultMessage: 'Move my booking to this time', description: 'Button that moves the booking to the chosen time' },
  moving: { id: 'booking.move.moving', defaultMessage: 'Moving your booking…', description: 'Announced while the booking is being moved' },
  moved: { id: 'booking.move.moved', defaultMessage: 'Your booking has moved', description: 'Title once the booking has moved to the new time' },
  movedText: {
    id: 'booking.move.movedText',
    defaultMessage: 'Your earlier time has been released. A confirmation of the new time will be sent to you.',
    description: 'Text once the booking has moved to the new time',
  },
  notAvailable: {
    id: 'booking.move.notAvailable',
    defaultMessage: 'This time can no longer be chosen. Your booking was not changed. Please choose another time.',
    description: 'Error when the chosen time was taken or cannot be used for this booking',
  },
  notFound: {
    id: 'booking.move.notFound',
    defaultMessage: 'The booking to move was not found: it may have been cancelled or moved already.',
    description: 'Error when the booking being moved is no longer an upcoming booking of the patient',
  },
  deadline: {
    id: 'booking.move.deadline',
    defaultMessage: 'It is too late to change this booking online: changes close {hours} hours before the start.',
    description: 'Error when the booking is inside its cancellation window; hours is the window',
  },
  kela65: {
    id: 'booking.move.kela65',
    defaultMessage: 'A 65+ visit can be booked for a day on which you are 65 or older. Your booking was not changed.',
    description: 'Error when a 65+ booking is moved to a day before the patient turns 65',
  },
  failed: {
    id: 'booking.move.failed',
    defaultMessage: 'Something went wrong and your booking was not changed. Please try again.',
    description: 'Error when moving failed for an unexpected reason',
  },
  chooseAnother: { id: 'booking.move.chooseAnother', defaultMessage: 'Choose another time', description: 'Link back to the booking list' },
  listNotice: {
    id: 'booking.move.listNotice',
    defaultMessage: 'Choose a new time for your booking. Your current time stays yours until you move the booking.',
    description: 'Notice above the booking list when it was opened to change the time of a booking',
  },
});
