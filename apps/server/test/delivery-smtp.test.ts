import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { defaultEnv } from '../src/config/env.ts';
import { migrate } from '../src/db/migrate.ts';
import { AppError } from '../src/platform/app-error.ts';
import { createDelivery, type Delivery, type DeliveryLog } from '../src/platform/delivery/delivery.ts';
import { readOutbox } from '../src/platform/delivery/outbox.ts';
import { createSmtpProvider } from '../src/platform/delivery/smtp.ts';
import { openTestDatabase, type TestDatabase } from './test-app.ts';

/** A real SMTP server on a free port: AUTH PLAIN, a mailbox that refuses mail, every message kept raw. */
interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}
const received: Received[] = [];
const server = new SMTPServer({
  authMethods: ['PLAIN', 'LOGIN'],
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
    callback(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('blocked@')) {
      return callback(Object.assign(new Error('5.1.1 mailbox unavailable on relay-7.internal'), { responseCode: 550 }));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        user: session.user as string | undefined,
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

const logged: { details: object; message: string }[] = [];
const log: DeliveryLog = { info: () => {}, error: (details, message) => logged.push({ details, message }) };

let port: number;
let database: TestDatabase;
let delivery: Delivery;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  database = await openTestDatabase();
  await migrate(database.db);
  delivery = createDelivery(
    defaultEnv({ EMAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}` }),
    database.db,
    log,
  );
});
afterAll(async () => {
  await delivery?.close();
  await database?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the SMTP provider', () => {
  it('delivers the text and the html to the relay, signed in, from EMAIL_FROM', async () => {
    expect(delivery.email.kind).toBe('smtp');
    await delivery.email.send({
      channel: 'email',
      to: ' Player@Example.com ',
      purpose: 'password-reset',
      subject: 'Reset your password',
      text: 'Your reset code is 482913. It expires in 10 minutes.',
      html: '<p>Your reset code is <b>482913</b>.</p>',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.user).toBe('mailer');
    expect(mail!.from).toBe('no-reply@lotus.example');
    expect(mail!.to).toEqual(['player@example.com']);
    expect(mail!.raw).toMatch(/^From: Lotus Play <no-reply@lotus\.example>\r?$/m);
    expect(mail!.raw).toMatch(/^To: player@example\.com\r?$/m);
    expect(mail!.raw).toMatch(/^Subject: Reset your password\r?$/m);
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Your reset code is 482913. It expires in 10 minutes.');
    expect(mail!.raw).toContain('Content-Type: text/html');
    expect(mail!.raw).toContain('<b>482913</b>');
    // Sent for real, so nothing waits in the outbox; SMS still goes there.
    expect(await readOutbox(database.db, 'player@example.com')).toEqual([]);
    expect(delivery.sms.kind).toBe('outbox');
    expect(delivery.outboxEnabled).toBe(true);
  });

  it('sends several messages over the pool, each to its own recipient', async () => {
    received.length = 0;
    await Promise.all(
      [1, 2, 3].map((i) =>
        delivery.email.send({
          channel: 'email',
          to: `p${i}@example.com`,
          purpose: 'bind',
          subject: `Code ${i}`,
          text: `code ${i}`,
        }),
      ),
    );
    expect(received.map((m) => m.to[0]).sort()).toEqual(['p1@example.com', 'p2@example.com', 'p3@example.com']);
  });

  it('answers SERVICE_UNAVAILABLE when the relay refuses the recipient, and logs what the relay said', async () => {
    logged.length = 0;
    const failure = await delivery.email
      .send({ channel: 'email', to: 'blocked@example.com', purpose: 'register', subject: 'Hi', text: 'code 1' })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, value: null });
    expect((failure as Error).message).toBe('SERVICE_UNAVAILABLE');
    expect(JSON.stringify(failure)).not.toMatch(/relay-7|550|127\.0\.0\.1/);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe('e-mail delivery failed');
    expect(logged[0]!.details).toMatchObject({ purpose: 'register', smtp: { responseCode: 550 } });
    expect(JSON.stringify(logged[0]!.details)).not.toContain('blocked@example.com');
  });

  it('answers SERVICE_UNAVAILABLE when the credentials are wrong or nobody listens', async () => {
    for (const url of [`smtp://mailer:wrong@127.0.0.1:${port}`, 'smtp://127.0.0.1:9']) {
      const provider = createSmtpProvider({ url, from: 'Lotus Play <no-reply@lotus.example>', log });
      try {
        await expect(
          provider.send({ channel: 'email', to: 'player@example.com', purpose: 'login', subject: 'x', text: 'x' }),
        ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      } finally {
        await provider.close();
      }
    }
  });
});
