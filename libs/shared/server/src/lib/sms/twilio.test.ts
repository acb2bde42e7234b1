import type { SmsGatewayConfig } from './sms-gateway-config';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SmsNotSent } from './sender';
import { createTwilioSender } from './twilio';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** A local HTTP server answering as Twilio's Messages API does; `answer` decides each reply. */
async function gatewayServer(answer: (received: Received, response: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, form: new URLSearchParams(body) };
      received.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const accountSid = 'AC0123456789abcdef0123456789abcdef';
const authToken = 'auth-token-value';
const message = { to: '+358401234567', body: 'Kajo: Your sign-in code is 0427.\n\n@portal.example #0427', validForSeconds: 300 };

function created(received: Received, response: ServerResponse) {
  response.writeHead(201, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued', to: received.form.get('To'), body: received.form.get('Body') }));
}

describe('the Twilio gateway', () => {
  let gateway: Awaited<ReturnType<typeof gatewayServer>> | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  const config = (baseUrl: string, sender = 'Kajo'): SmsGatewayConfig => ({ baseUrl, accountSid, authToken, sender });

  it('posts the message as a form to the account’s Messages resource with Basic authentication', async () => {
    gateway = await gatewayServer(created);
    await createTwilioSender(config(gateway.baseUrl)).send(message);
    const [request] = gateway.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request?.headers['authorization']).toBe(`Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ To: '+358401234567', From: 'Kajo', Body: message.body, ValidityPeriod: '300' });
  });

  it('names a Messaging Service as MessagingServiceSid instead of From', async () => {
    gateway = await gatewayServer(created);
    const service = 'MG0123456789abcdef0123456789abcdef';
    await createTwilioSender(config(gateway.baseUrl, service)).send(message);
    const form = gateway.received[0]?.form;
    expect(form?.get('MessagingServiceSid')).toBe(service);
    expect(form?.has('From')).toBe(false);
  });

  it('reports a refusal with its status and error code, never the gateway’s text that quotes the number', async () => {
    gateway = await gatewayServer((_received, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 21211, message: "The 'To' number +358401234567 is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 }));
    });
    const sending = createTwilioSender(config(gateway.baseUrl)).send(message);
    await expect(sending).rejects.toThrow(SmsNotSent);
    const error = (await sending.catch((caught: unknown) => caught)) as SmsNotSent;
    expect(error).toMatchObject({ status: 400, gatewayCode: 21211 });
    expect(error.message).not.toContain('401234567');
  });

  it('reports wrong credentials as not sent', async () => {
    gateway = await gatewayServer((_received, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
    });
    await expect(createTwilioSender(config(gateway.baseUrl)).send(message)).rejects.toMatchObject({ name: 'SmsNotSent', status: 401, gatewayCode: 20003 });
  });

  it('gives up on a gateway that does not answer in time', async () => {
    gateway = await gatewayServer(() => undefined);
    await expect(createTwilioSender(config(gateway.baseUrl), { timeoutMs: 200 }).send(message)).rejects.toThrow(/did not answer/);
  });
});
