import type { ImagingOverview, ImagingResultDay, LabResultDay, LaboratoryOverview, LabTrend, ReferralResponse } from '@portal/lab-imaging/contracts';
import { ImagingResultDateParamsSchema, LabImagingQuerySchema, labDateReadiness, LabResultDateParamsSchema, LabTrendQuerySchema, ReferralParamsSchema, ReferralQuerySchema } from '@portal/lab-imaging/contracts';
import type { Database } from '@portal/shared/db';
import { notFound, parseInput, patientIdOf } from '@portal/shared/server';
import { helsinkiDateString } from '@portal/shared/util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toImagingResult, toImagingSummary, toLabTests, toReferral, toResultDates, toTrend } from './mapping';
import {
  imagingRowsOf,
  imagingRowsOn,
  labRowsOf,
  labRowsOn,
  labTrendRows,
  patientName,
  referralById,
  referralsOf,
} from './queries';

export interface LabImagingRouteDeps {
  db: Database;
  now: () => Date;
}

/** Health data: never kept by a browser or a proxy. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/**
 * Laboratory and imaging referrals and results (booking doc sections 2-4). Every call works on
 * the session's patient (the child a guardian acts for); another person's referral, date or test
 * code answers exactly as one that does not exist.
 */
export function registerLabImagingRoutes(app: FastifyInstance, { db, now }: LabImagingRouteDeps): void {
  const today = () => helsinkiDateString(now());

  app.get('/api/laboratory', { config: { accessLog: { kind: 'lab-results' } } }, async (request, reply): Promise<LaboratoryOverview> => {
    const { lang } = parseInput(LabImagingQuerySchema, request.query);
    const patientId = patientIdOf(request);
    const [referralRows, labRows] = await Promise.all([referralsOf(db, patientId, 'laboratory'), labRowsOf(db, patientId)]);
    const day = today();
    noStore(reply);
    return { referrals: referralRows.map((row) => toReferral(row, lang, day)), resultDates: toResultDates(labRows) };
  });

  // Registered before the date route's pattern; find-my-way prefers the static path anyway.
  app.get('/api/lab-results/trend', { config: { accessLog: { kind: 'lab-results' } } }, async (request, reply): Promise<LabTrend> => {
    const { code } = parseInput(LabTrendQuerySchema, request.query);
    const trend = toTrend(code, await labTrendRows(db, patientIdOf(request), code));
    if (!trend) throw notFound();
    noStore(reply);
    return trend;
  });

  app.get('/api/lab-results/:date', { config: { accessLog: { kind: 'lab-results', record: 'date' } } }, async (request, reply): Promise<LabResultDay> => {
    const { date } = parseInput(LabResultDateParamsSchema, request.params);
    parseInput(LabImagingQuerySchema, request.query);
    const patientId = patientIdOf(request);
    const [rows, name] = await Promise.all([labRowsOn(db, patientId, date), patientName(db, patientId)]);
    const tests = toLabTests(rows);
    if (tests.length === 0 || name === undefined) throw notFound();
    noStore(reply);
    return { date, patientName: name, readiness: labDateReadiness(tests), tests };
  });

  app.get('/api/imaging', { config: { accessLog: { kind: 'imaging' } } }, async (request, reply): Promise<ImagingOverview> => {
    const { lang } = parseInput(LabImagingQuerySchema, request.query);
    const patientId = patientIdOf(request);
    const [referralRows, imagingRows] = await Promise.all([referralsOf(db, patientId, 'imaging'), imagingRowsOf(db, patientId)]);
    const day = today();
    noStore(reply);
    return { referrals: referralRows.map((row) => toReferral(row, lang, day)), results: imagingRows.map(toImagingSummary) };
  });

  app.get('/api/imaging-results/:imagingDate', { config: { accessLog: { kind: 'imaging', record: 'imagingDate' } } }, async (request, reply): Promise<ImagingResultDay> => {
    const { imagingDate } = parseInput(ImagingResultDateParamsSchema, request.params);
    parseInput(LabImagingQuerySchema, request.query);
    const patientId = patientIdOf(request);
    const [rows, name] = await Promise.all([imagingRowsOn(db, patientId, imagingDate), patientName(db, patientId)]);
    if (rows.length === 0 || name === undefined) throw notFound();
    noStore(reply);
    return { imagingDate, patientName: name, results: rows.map(toImagingResult) };
  });

  app.get('/api/referrals/:id', { config: { accessLog: { kind: 'referral', record: 'id' } } }, async (request, reply): Promise<ReferralResponse> => {
    const { id } = parseInput(ReferralParamsSchema, request.params);
    const { type, lang } = parseInput(ReferralQuerySchema, request.query);
    const row = await referralById(db, patientIdOf(request), type, id);
    if (!row) throw notFound();
    noStore(reply);
    return { referral: toReferral(row, lang, today()) };
  });
}
