import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { MailService } from '@app/notifications';
import { QueueRegistry } from '@app/queue';
import { eventually } from '../../../test/support/test-env.js';
import { json } from '../../../test/support/apps.js';
import { freePort } from '../../../test/support/redis-server.js';
import { startStack, type TestStackWithWorker } from '../../../test/support/stack.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The production transport: a real SMTP conversation with a local SMTP server. */
describe('mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let stack: TestStackWithWorker;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let db: pg.Pool;

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
    stack = await startStack({ worker: true, settings: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    ({ app, worker, db } = stack);
  });

  afterAll(async () => {
    await stack?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('delivers the sales alert through the SMTP server, once, and records the delivery', async () => {
    const { status } = await json(app, 'POST', '/api/platform/careers/request', {
      careerName: 'Ocean Engineer',
      name: 'Smtp Tester',
      email: 'smtp.tester@example.in',
      mobile: '+919855555555',
    });
    expect(status).toBe(200);
    const mail = await eventually(
      () => received.find((m) => m.raw.includes('Ocean Engineer')),
      20_000,
      'the SMTP delivery',
    );
    expect(mail.to).toEqual(['sales@dishacareers.in']);
    expect(mail.from).toBe('no-reply@dishacareers.in');
    expect(mail.raw).toMatch(/^Subject: Career request: Ocean Engineer \(from Smtp Tester\)/m);
    expect(mail.raw).toContain('Content-Type: multipart/alternative');
    // The server has the mail before the worker hears its 250 and records the delivery: wait for the record.
    const rows = await eventually(
      async () => {
        const { rows } = await db.query<{ message_id: string }>(
          `SELECT message_id FROM mail_deliveries WHERE subject LIKE 'Career request: Ocean Engineer%'`,
        );
        return rows.length > 0 && rows;
      },
      10_000,
      'the delivery record',
    );
    expect(rows).toHaveLength(1);
    // Long headers are folded on the wire; unfold before reading them.
    expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain(`Message-ID: ${rows[0].message_id}`);
    // The dev mailbox is not the transport: it is not kept and its reader answers 404.
    expect((await db.query(`SELECT count(*)::int AS n FROM dev_mailbox`)).rows[0].n).toBe(0);
    expect((await json(app, 'GET', '/api/dev/mail')).status).toBe(404);
    // Once BullMQ has the job done nothing can send it again: only then is "once" a fact.
    const { rows: events } = await db.query<{ id: string }>(
      `SELECT id FROM outbox WHERE type = 'CareerRequested' AND payload->>'careerRequestId' =
         (SELECT id::text FROM career_requests WHERE career_name = 'Ocean Engineer')`,
    );
    const mailQueue = app.get(QueueRegistry).get('mail');
    await eventually(async () => (await mailQueue.getJob(events[0].id))?.isCompleted(), 10_000, 'the job done');
    expect(received.filter((m) => m.raw.includes('Ocean Engineer'))).toHaveLength(1);
    expect(
      (await db.query(`SELECT 1 FROM mail_deliveries WHERE key = $1`, [`lead-alert:${events[0].id}`])).rowCount,
    ).toBe(1);
  });

  it('sends attachments (the invoice PDF of a receipt) as MIME parts', async () => {
    const pdf = Buffer.from('%PDF-1.4 a tiny test invoice\n%%EOF');
    const sent = await worker.get(MailService, { strict: false }).send({
      key: 'test:attachment',
      to: 'buyer@example.in',
      subject: 'Receipt with an invoice',
      text: 'See the attachment',
      html: '<p>See the attachment</p>',
      attachments: [{ filename: 'invoice-DC-2627-000001.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(sent).toBe(true);
    const mail = await eventually(
      () => received.find((m) => m.raw.includes('Receipt with an invoice')),
      10_000,
      'the SMTP delivery',
    );
    const raw = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toContain('Content-Type: multipart/mixed');
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?invoice-DC-2627-000001\.pdf"?/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename="?invoice-DC-2627-000001\.pdf"?/);
    expect(raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
  });

  it('sends nothing to a .invalid address (a roster student without an e-mail), and logs nothing for it', async () => {
    const mail = worker.get(MailService);
    const key = `invalid-test:${Date.now()}`;
    expect(await mail.send({ key, to: 'dps-rkp-a101@roster.invalid', subject: 'Not sent', text: 'x', html: 'x' })).toBe(
      false,
    );
    expect((await db.query('SELECT 1 FROM mail_deliveries WHERE key = $1', [key])).rowCount).toBe(0);
    expect(received.some((m) => m.to.includes('dps-rkp-a101@roster.invalid'))).toBe(false);
  });
});
