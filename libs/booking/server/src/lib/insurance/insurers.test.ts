import { createLahiTapiolaService, createPohjolaService, InsurerUnavailableError, lahiTapiolaReturnSignature } from './insurers';

const service = { baseUrl: 'https://insurer.example/direct-compensation', apiKey: 'insurer-api-key-value' };
const lahiTapiolaConfig = { ...service, returnSecret: 'return-secret-of-at-least-32-characters' };

/** A fetch that records the request and answers with `status` and `body`, or fails to connect. */
function fakeFetch(answer: { status: number; body: unknown } | 'no-connection') {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    if (answer === 'no-connection') throw new TypeError('fetch failed');
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, requests };
}

describe('the insurers’ adapters', () => {
  it('asks Pohjola with the key, the identity code and the day, as JSON', async () => {
    const { impl, requests } = fakeFetch({ status: 200, body: { hasInsurance: true } });
    expect(await createPohjolaService(service, impl).hasInsurance('031292-9245', '2026-12-01')).toBe(true);
    const [request] = requests;
    expect(request?.url).toBe('https://insurer.example/direct-compensation/insurance-checks');
    expect(request?.init?.method).toBe('POST');
    expect(new Headers(request?.init?.headers).get('authorization')).toBe('Bearer insurer-api-key-value');
    expect(JSON.parse(String(request?.init?.body))).toEqual({ personalIdentityCode: '031292-9245', treatmentDate: '2026-12-01' });
    expect(request?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['no connection', 'no-connection' as const],
    ['an error status', { status: 500, body: { error: 'down' } }],
    ['another success status', { status: 204, body: '' }],
    ['an answer out of protocol', { status: 200, body: { insured: 'yes' } }],
    ['an answer that is not JSON', { status: 200, body: '<html>' }],
  ])('takes %s as the insurer being unavailable', async (_name, answer) => {
    const { impl } = fakeFetch(answer);
    await expect(createPohjolaService(service, impl).hasInsurance('031292-9245', '2026-12-01')).rejects.toBeInstanceOf(InsurerUnavailableError);
    await expect(createLahiTapiolaService(lahiTapiolaConfig, impl).hasHealthcarePolicy('031292-9245')).rejects.toBeInstanceOf(InsurerUnavailableError);
  });

  it('reads LähiTapiola’s permits and refuses one out of protocol', async () => {
    const permit = { symptom: 'Polvikipu', bodyPart: 'Polvi', validTo: '2027-01-31', contentHash: 'a1b2c3d4e5f6' };
    expect(await createLahiTapiolaService(lahiTapiolaConfig, fakeFetch({ status: 200, body: { permits: [permit] } }).impl).permits('031292-9245', 'fi')).toEqual([permit]);
    const bad = fakeFetch({ status: 200, body: { permits: [{ ...permit, validTo: '31.1.2027' }] } });
    await expect(createLahiTapiolaService(lahiTapiolaConfig, bad.impl).permits('031292-9245', 'fi')).rejects.toBeInstanceOf(InsurerUnavailableError);
  });

  it('starts an application on the insurer’s own pages only', async () => {
    const own = fakeFetch({ status: 200, body: { applicationUrl: 'https://insurer.example/apply?id=1' } });
    const request = { personalIdentityCode: '031292-9245', language: 'sv' as const, redirectTo: 'https://portal.example/api/insurance/lahitapiola-permit-return?returnTo=%2Fsv' };
    expect(await createLahiTapiolaService(lahiTapiolaConfig, own.impl).applyForPermit(request)).toBe('https://insurer.example/apply?id=1');
    expect(JSON.parse(String(own.requests[0]?.init?.body))).toEqual({ ...request, channel: 'w' });
    const elsewhere = fakeFetch({ status: 200, body: { applicationUrl: 'https://elsewhere.example/apply?id=1' } });
    await expect(createLahiTapiolaService(lahiTapiolaConfig, elsewhere.impl).applyForPermit(request)).rejects.toBeInstanceOf(InsurerUnavailableError);
  });

  it('believes a return only with the insurer’s signature of that application and status', () => {
    const insurer = createLahiTapiolaService(lahiTapiolaConfig, fakeFetch('no-connection').impl);
    const signature = lahiTapiolaReturnSignature(lahiTapiolaConfig.returnSecret, 'application-1', 'directcompensationallowed');
    expect(insurer.readReturn({ status: 'directcompensationallowed', application: 'application-1', signature })).toBe('directcompensationallowed');
    expect(insurer.readReturn({ status: 'directcompensationallowed', application: 'application-2', signature })).toBeNull();
    expect(insurer.readReturn({ status: 'directcompensationdenied', application: 'application-1', signature })).toBeNull();
    expect(insurer.readReturn({ status: 'directcompensationallowed', application: 'application-1', signature: signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBeNull();
    expect(insurer.readReturn({ status: 'granted', application: 'application-1', signature: lahiTapiolaReturnSignature(lahiTapiolaConfig.returnSecret, 'application-1', 'granted') })).toBeNull();
    expect(insurer.readReturn({ status: 'cancel' })).toBeNull();
    expect(insurer.readReturn({ status: ['cancel'], application: 'application-1', signature })).toBeNull();
  });
});
