import type { Bundle, CapabilityStatement, OperationOutcome, Resource, ResourceType } from '@medplum/fhirtypes';
import type { DomainDeps } from '@portal/shared/server';
import { HttpProblem, notFound, patientIdOf } from '@portal/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchesCategory, matchesDate, matchesStatus, parseDateParameter } from './fhir-search';
import { entriesOf, fhirBaseOf, patientIdOf as patientResourceId, patientRecords } from './patient-records';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';

function outcome(code: 'login' | 'not-found' | 'invalid' | 'forbidden' | 'exception' | 'throttled', diagnostics: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics }] };
}

const issueCodes: Record<number, Parameters<typeof outcome>[0]> = { 400: 'invalid', 401: 'login', 403: 'forbidden', 404: 'not-found', 429: 'throttled' };

function invalid(diagnostics: string) {
  return new HttpProblem(400, { type: 'ValidationError', details: [{ path: 'query', message: diagnostics }] });
}

/** Every value of a query parameter, whether it came once or repeated. */
function valuesOf(query: Record<string, unknown>, name: string): string[] {
  const value = query[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/**
 * The patient's own data through a FHIR R4 read API at /fhir/R4 (issue 47, docs/fhir.md): the
 * capability statement; the Patient the session acts as (a search without parameters finds it);
 * `Patient/{id}` and `Patient/{id}/$everything`; and a search of each resource type the domains give,
 * by patient, id, date, category and status (others are ignored, as R4's lenient handling does). The portal's session authorises it (the cookie), so
 * it reads only the session's subject's data: another person's id is the same 404 as no one's, and
 * a search naming another patient finds nothing. Every read is recorded in the access log. Errors
 * are OperationOutcomes.
 */
export function registerFhirApi(app: FastifyInstance, deps: DomainDeps): void {
  const { db, config, now } = deps;
  const types = [...new Set<ResourceType>(['Patient', ...deps.patientRecords.flatMap((source) => source.resourceTypes)])];
  const base = fhirBaseOf(config);

  // The API's errors as FHIR's: same status, an OperationOutcome in place of the portal's problem body.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let type = 'exception';
    try {
      type = String((JSON.parse(payload) as { type?: unknown }).type ?? type);
    } catch {
      // Not JSON: described by its status alone.
    }
    void reply.type(FHIR_JSON);
    return JSON.stringify(outcome(issueCodes[reply.statusCode] ?? 'exception', type));
  });

  const recordsOf = async (request: FastifyRequest) => {
    const resources = await patientRecords({ db, config, now, sources: deps.patientRecords }, patientIdOf(request), request.session?.lang ?? 'fi');
    if (!resources) throw notFound();
    return resources;
  };
  const searchset = (request: FastifyRequest, resources: readonly Resource[]): Bundle => ({
    resourceType: 'Bundle',
    type: 'searchset',
    total: resources.length,
    link: [{ relation: 'self', url: `${config.publicOrigin}${request.url}` }],
    entry: entriesOf(config, resources, 'match'),
  });
  const send = <T>(reply: { type(value: string): unknown; header(name: string, value: string): unknown }, body: T): T => {
    reply.type(FHIR_JSON);
    reply.header('cache-control', 'no-store');
    return body;
  };
  const ownPatientId = (request: FastifyRequest) => patientResourceId(patientIdOf(request));

  app.get('/fhir/R4/metadata', { config: { access: 'public', accessLog: false } }, async (_request, reply): Promise<CapabilityStatement> =>
    send(reply, {
      resourceType: 'CapabilityStatement',
      status: 'active',
      date: '2026-12-07',
      kind: 'instance',
      software: { name: 'Patient portal' },
      implementation: { description: "The patient's own data, read with the portal's session", url: base },
      fhirVersion: '4.0.1',
      format: ['json'],
      rest: [
        {
          mode: 'server',
          documentation: 'Only the data of the person the portal session acts as. SMART App Launch is not offered yet (docs/fhir.md).',
          resource: types.map((type) => ({
            type,
            interaction: [{ code: 'read' as const }, { code: 'search-type' as const }],
            searchParam: [
              { name: '_id', type: 'token' as const },
              ...(type === 'Patient' ? [] : [{ name: 'patient', type: 'reference' as const }, { name: 'date', type: 'date' as const }, { name: 'category', type: 'token' as const }, { name: 'status', type: 'token' as const }]),
            ],
            ...(type === 'Patient' ? { operation: [{ name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything' }] } : {}),
          })),
        },
      ],
    }),
  );

  app.get('/fhir/R4/Patient/:id/$everything', { config: { accessLog: { kind: 'data-export', record: 'id' } } }, async (request, reply): Promise<Bundle> => {
    const { id } = request.params as { id: string };
    if (id !== ownPatientId(request)) throw notFound();
    return send(reply, searchset(request, await recordsOf(request)));
  });

  app.get('/fhir/R4/:type/:id', { config: { accessLog: { kind: 'data-export', record: 'id' } } }, async (request, reply): Promise<Resource> => {
    const { type, id } = request.params as { type: string; id: string };
    if (!types.includes(type as ResourceType)) throw notFound();
    const found = (await recordsOf(request)).find((resource) => resource.resourceType === type && resource.id === id);
    if (!found) throw notFound();
    return send(reply, found);
  });

  app.get('/fhir/R4/:type', { config: { accessLog: { kind: 'data-export', record: 'type' } } }, async (request, reply): Promise<Bundle> => {
    const { type } = request.params as { type: string };
    if (!types.includes(type as ResourceType)) throw notFound();
    const query = request.query as Record<string, unknown>;
    const own = ownPatientId(request);
    const patients = [...valuesOf(query, 'patient'), ...valuesOf(query, 'subject'), ...(type === 'Patient' ? valuesOf(query, '_id') : [])];
    // Another person's data is never found, whether they exist or not.
    if (patients.some((value) => value.replace(/^Patient\//, '') !== own)) return send(reply, searchset(request, []));
    const dates = valuesOf(query, 'date').map((value) => parseDateParameter(value) ?? (() => { throw invalid(`date: ${value} is not a FHIR date`); })());
    const ids = type === 'Patient' ? [] : valuesOf(query, '_id');
    const categories = valuesOf(query, 'category');
    const statuses = valuesOf(query, 'status');
    const found = (await recordsOf(request)).filter(
      (resource) =>
        resource.resourceType === type &&
        ids.every((id) => id.split(',').includes(resource.id ?? '')) &&
        dates.every((date) => matchesDate(resource, date)) &&
        categories.every((category) => category.split(',').some((token) => matchesCategory(resource, token))) &&
        statuses.every((status) => matchesStatus(resource, status)),
    );
    return send(reply, searchset(request, found));
  });
}
