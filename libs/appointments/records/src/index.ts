export * from './lib/appointment-records';
export * from './lib/upcoming-appointments';
export * from './lib/booking-list';
export * from './lib/freed-times';
