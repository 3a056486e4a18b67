import { AppLogger, describeError, runWithLogContext, scrubText, scrubValue } from '@app/logging';

describe('scrubText', () => {
  it('masks e-mails, Indian phone numbers, Argon2 hashes and JWTs', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl';
    const text = `to Asha.V+x@Example.co.in, +91 98123 45678, 09812345678, 9812345678, +91-9812345678 ${hash} token ${jwt}`;
    expect(scrubText(text)).toBe('to [email], [phone], [phone], [phone], [phone] [hash] token [token]');
  });

  it('leaves ids, amounts and timestamps alone', () => {
    const text = 'order 7f3c2a1e-0b9d-4c55-9a10-5e6f7a8b9c0d paid 153282 paise at 1763900000000, step 12 of 16';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue', () => {
  it('redacts personal and secret keys at any depth', () => {
    expect(
      scrubValue({
        id: 'u1',
        email: 'a@b.in',
        profile: { first_name: 'Asha', phoneNumber: '+919812345678', note: 'mail a@b.in' },
        code: '123456',
      }),
    ).toEqual({
      id: 'u1',
      email: '[redacted]',
      profile: { first_name: '[redacted]', phoneNumber: '[redacted]', note: 'mail [email]' },
      code: '[redacted]',
    });
  });
});

describe('describeError', () => {
  it('keeps the class, the PostgreSQL code and the SQL; drops the parameters and the detail', () => {
    class DrizzleQueryError extends Error {}
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(a@b.in) exists.',
    });
    const error = new DrizzleQueryError(
      'Failed query: insert into "users" ("email") values ($1)\nparams: a@b.in,+919812345678',
      { cause },
    );
    const text = describeError(error);
    expect(text).toMatch(
      /^DrizzleQueryError \[pg 23505\]: Failed query: insert into "users" \("email"\) values \(\$1\)\ncause Error: duplicate key/,
    );
    expect(text).not.toMatch(/a@b\.in|9812345678|Key \(email\)/);
  });
});

describe('AppLogger', () => {
  const capture = (format: 'json' | 'text', level: 'log' | 'warn' = 'log') => {
    const lines: string[] = [];
    return { lines, logger: new AppLogger({ level, format, destination: { write: (l: string) => lines.push(l) } }) };
  };

  it('writes JSON lines bound to the request and job, scrubbed', () => {
    const { lines, logger } = capture('json');
    runWithLogContext({ requestId: 'req-1', jobId: 'job-1' }, () =>
      logger.log('Mail sent to asha@example.in', 'MailService'),
    );
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'info',
      context: 'MailService',
      requestId: 'req-1',
      jobId: 'job-1',
      msg: 'Mail sent to [email]',
    });
  });

  it('logs an error stack by its frames only, and an object with its secrets redacted', () => {
    const { lines, logger } = capture('json');
    const error = new Error('Failed query: select 1\nparams: asha@example.in');
    logger.error('Boom for +919812345678', error.stack, 'HTTP');
    logger.log({ user: { email: 'asha@example.in', id: 'u1' } }, 'Ctx');
    const [first, second] = lines.map((l) => JSON.parse(l));
    expect(first.msg).toBe('Boom for [phone]');
    expect(first.detail).toMatch(/^\s+at /);
    expect(lines.join('')).not.toContain('asha@example.in');
    expect(second.data).toEqual({ user: { email: '[redacted]', id: 'u1' } });
  });

  it('writes plain text outside production and honours the level', () => {
    const { lines, logger } = capture('text', 'warn');
    logger.log('not written');
    runWithLogContext({ requestId: 'r-9' }, () => logger.warn('Careful with 9812345678', 'Ctx'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\S+ WARN {4}\[Ctx\] Careful with \[phone\] \(req=r-9\)\n$/);
  });
});
