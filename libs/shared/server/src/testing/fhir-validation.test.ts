import { fhirProblems } from './fhir-validation';

describe('fhirProblems', () => {
  it('passes a valid resource and a bundle of them', () => {
    const patient = { resourceType: 'Patient', id: 'p1', identifier: [{ system: 'urn:oid:1.2.246.21', value: '010101-123N' }], birthDate: '2001-01-01' };
    expect(fhirProblems(patient)).toEqual([]);
    expect(fhirProblems({ resourceType: 'Bundle', type: 'collection', entry: [{ fullUrl: 'urn:uuid:0b4c', resource: patient }] })).toEqual([]);
  });

  it('names every problem at its place, also inside a bundle', () => {
    expect(fhirProblems({ resourceType: 'Patient', id: 'p1', birthDate: '1.1.2001', nickname: 'x' })).toEqual([
      '/: must NOT have additional properties',
      expect.stringMatching(/^\/birthDate: must match pattern/),
    ]);
    const observation = { resourceType: 'Observation', status: 'done', code: { text: 'B-Hb' } };
    expect(fhirProblems({ resourceType: 'Bundle', type: 'collection', entry: [{ resource: observation }] })).toEqual([
      '/entry/0/resource/status: must be equal to one of the allowed values',
    ]);
    expect(fhirProblems({ resourceType: 'Observation', code: { text: 'B-Hb' } })).toEqual(['Observation.status: Missing required property']);
    expect(fhirProblems({ resourceType: 'Nonsense' })).toEqual(['/: unknown resourceType "Nonsense"']);
  });
});
