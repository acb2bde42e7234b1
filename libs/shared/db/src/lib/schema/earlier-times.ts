import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { patients, persons } from './core';

/** The parts of the day a request may name (the booking search's, without 'all'). */
export const earlierTimePartsOfDay = ['morning', 'afternoon', 'evening'] as const;
/** How an offer reaches the patient. */
export const earlierTimeChannels = ['email', 'sms'] as const;

/**
 * A patient's wish to be offered a time (docs/decisions/0056-offers-of-an-earlier-time.md), of one
 * of two kinds:
 * - for an upcoming booking (`appointmentId`): an earlier time with the same practitioner or any of
 *   the booking's specialty, starting before the booking; accepting moves the booking;
 * - from a search that found nothing (`appointmentId` null): a time of `specialtyId` (and
 *   `practitionerId`, when the search named one) in `organisationId`, for the search's customer
 *   type, starting no later than `notAfter`; accepting reserves it.
 * Both at the chosen clinics or remotely, in the chosen parts of the day. Open while `endedAt` is
 * null: one open request a booking. Requests are served in the order they were made (`id`).
 */
export const earlierTimeRequests = pgTable(
  'earlier_time_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The booking to move: the new time must start before it, and accepting moves it. Null for a search's request. */
    appointmentId: integer().references(() => appointments.id, { onDelete: 'cascade' }),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    /** Who asked: the patient, or a guardian acting for a child. */
    requestedByPersonId: integer().references(() => persons.id, { onDelete: 'set null' }),
    /** True: the booking's practitioner only; false: anyone of the booking's specialty. */
    samePractitioner: boolean().notNull(),
    /** A search's request: what it looked for, for whom it books, and the last instant a time may start. */
    organisationId: text(),
    specialtyId: text(),
    practitionerId: integer(),
    customerType: text({ enum: ['private', 'occupational', 'kela65'] }),
    notAfter: timestamp({ withTimezone: true, mode: 'date' }),
    /** Clinics whose times are wanted (their ids); none when only remote times are. */
    clinicIds: text().array().notNull(),
    remote: boolean().notNull(),
    partsOfDay: text({ enum: earlierTimePartsOfDay }).array().notNull(),
    channels: text({ enum: earlierTimeChannels }).array().notNull(),
    /** The portal's language when asked: the offer is written in it. */
    language: text({ enum: ['fi', 'sv', 'en'] }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Why it ended: the patient cancelled it, the booking moved (by an offer or otherwise), or a search's offered time was reserved. */
    endReason: text({ enum: ['cancelled', 'moved', 'booked'] }),
  },
  (t) => [
    uniqueIndex('earlier_time_requests_open_idx')
      .on(t.appointmentId)
      .where(sql`${t.endedAt} is null`),
    index('earlier_time_requests_patient_idx').on(t.patientId),
    check(
      'earlier_time_requests_kind',
      sql`${t.appointmentId} is not null or (${t.organisationId} is not null and ${t.specialtyId} is not null and ${t.customerType} is not null and ${t.notAfter} is not null)`,
    ),
  ],
);

/**
 * A freed or added time offered to one request: the time is held for the request's patient until
 * `heldUntil` (appointments.held_until), then passed on to the next request. A time is offered to
 * a request once.
 */
export const earlierTimeOffers = pgTable(
  'earlier_time_offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => earlierTimeRequests.id, { onDelete: 'cascade' }),
    appointmentId: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    offeredAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    heldUntil: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('earlier_time_offers_request_time_idx').on(t.requestId, t.appointmentId), index('earlier_time_offers_time_idx').on(t.appointmentId)],
);
