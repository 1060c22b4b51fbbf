import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSummary } from '../src/features/kyc/kyc-summary.ts';
import { expectLedgerReconciles } from './test-app.ts';
import {
  ADULT_DATE_OF_BIRTH,
  createTestApp,
  encryptFor,
  manualClock,
  operatorAuth,
  registerMember,
  type TestApp,
} from './test-app.ts';
import { jpg, key, multipart, newOperator, PIN, png, withdrawingPlayer, type TestOperator } from './money-helpers.ts';

/** Decision 042: age, CPF, the exclusion list, KYC documents and review, the withdrawal gate. */
let t: TestApp;
let admin: { authorization: string };
let compliance: TestOperator;
let support: TestOperator;
const clock = manualClock(new Date('2026-11-29T13:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SEED_DEMO: false } });
  admin = await operatorAuth(t.app);
  compliance = await newOperator(t.app, ['compliance']);
  support = await newOperator(t.app, ['support']);
});
afterAll(async () => t?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A CPF with right check digits from nine random digits. */
function freshCpf(): string {
  for (;;) {
    const base = Array.from(randomBytes(9), (b) => b % 10).join('');
    if (/^(\d)\1{8}$/.test(base)) continue;
    const digit = (digits: string) => {
      let sum = 0;
      for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
      const rest = (sum * 10) % 11;
      return rest === 10 ? 0 : rest;
    };
    const first = `${base}${digit(base)}`;
    return `${first}${digit(first)}`;
  }
}

let serial = 0;
const freshName = () => `kyc${process.pid % 1000}x${++serial}${randomBytes(2).toString('hex')}`.slice(0, 16);
const PASSWORD = 'Tr0ub4dor&3x';

const register = async (overrides: Record<string, unknown>, url = '/wps/member/register') =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { language: 'en' },
    payload: await encryptFor(t.app, {
      ...(url.endsWith('/mobile') ? {} : { username: freshName() }),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      ...overrides,
    }),
  });

const patchSettings = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'PATCH', url: '/admin/api/settings', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
};

const memberCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('date of birth at registration', () => {
  it('is required and must be a real past day; nothing is written otherwise', async () => {
    const before = await memberCount();
    const missing = await register({ dateOfBirth: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toEqual({ dateOfBirth: 'REQUIRED' });
    for (const bad of ['2000-02-30', '29/11/2000', '2030-01-01', '1899-12-31']) {
      const res = await register({ dateOfBirth: bad });
      expect(res.json(), bad).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { fields: { dateOfBirth: 'INVALID_VALUE' } },
      });
    }
    expect(await memberCount()).toBe(before);
  });

  it('refuses the day before the 18th birthday and accepts the birthday itself, by calendar date', async () => {
    // 11:00 UTC on 29 November is still 28 November Anywhere on Earth (UTC-12).
    clock.set('2026-11-29T11:00:00Z');
    const early = await register({ dateOfBirth: '2008-11-29' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'UNDERAGE', value: { minimumAge: 18 } });
    expect(early.json().message).toBe('You are under the minimum age to register.');
    clock.set('2026-11-29T13:00:00Z');
    const dayBefore = await register({ dateOfBirth: '2008-11-30' });
    expect(dayBefore.json().code).toBe('UNDERAGE');
    const username = freshName();
    const birthday = await register({ username, dateOfBirth: '2008-11-29' });
    expect(birthday.statusCode, birthday.body).toBe(200);
    const row = await t.database.db
      .selectFrom('members')
      .select((eb) => eb.fn<string>('to_char', ['birthday', eb.val('YYYY-MM-DD')]).as('dob'))
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.dob).toBe('2008-11-29');
  });

  it("applies the brand's minimum age of 21, on mobile registration too", async () => {
    await patchSettings({ kyc: { minimumAge: 21 }, flags: { mobileRegistration: true } });
    try {
      const settings = await t.app.inject({ url: '/wps/system/setting/register' });
      expect(settings.json().value).toMatchObject({ minimumAge: 21, cpfRequired: false });
      const twenty = await register({ dateOfBirth: '2006-01-01' });
      expect(twenty.json()).toMatchObject({ code: 'UNDERAGE', value: { minimumAge: 21 } });
      const mobile = await register(
        { mobileNum: `9${String(Date.now()).slice(-8)}`, countryDialingCode: '+55', dateOfBirth: '2006-01-01' },
        '/wps/member/register/mobile',
      );
      expect(mobile.json().code).toBe('UNDERAGE');
      const mobileMissing = await register(
        { mobileNum: `9${String(Date.now()).slice(-8)}`, countryDialingCode: '+55', dateOfBirth: undefined },
        '/wps/member/register/mobile',
      );
      expect(mobileMissing.json().value.fields).toEqual({ dateOfBirth: 'REQUIRED' });
      expect((await register({ dateOfBirth: '2005-11-29' })).statusCode).toBe(200);
    } finally {
      await patchSettings({ kyc: { minimumAge: 18 }, flags: { mobileRegistration: false } });
    }
  });

  it('lets an account made without one set it once, at the minimum age', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .updateTable('members')
      .set({ birthday: null })
      .where('username', '=', member.username)
      .execute();
    const call = (dateOfBirth: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/kyc/date-of-birth',
        headers: { authorization: member.authorization, language: 'en' },
        payload: { dateOfBirth },
      });
    expect((await call('2010-01-01')).json().code).toBe('UNDERAGE');
    const set = await call('1991-03-04');
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('1992-03-04')).json().code).toBe('BIRTHDAY_ALREADY_SET');
  });
});

describe('CPF at registration', () => {
  it('is required when the brand says so, judged by its check digits, kept as 11 digits and shown masked', async () => {
    await patchSettings({ kyc: { cpfRequired: true } });
    try {
      const missing = await register({});
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { cpf: 'REQUIRED' } } });
      const cpf = freshCpf();
      const wrongDigit = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
      for (const bad of [wrongDigit, '111.111.111-11', '000.000.000-00', '1234567890']) {
        const res = await register({ cpf: bad });
        expect(res.json(), bad).toMatchObject({
          code: 'VALIDATION_FAILED',
          value: { fields: { cpf: 'INVALID_VALUE' } },
        });
      }
      const username = freshName();
      const punctuated = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
      const ok = await register({ username, cpf: punctuated, login: true });
      expect(ok.statusCode, ok.body).toBe(200);
      const row = await t.database.db
        .selectFrom('members')
        .select('cpf')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(row.cpf).toBe(cpf);
      const status = await t.app.inject({
        url: '/wps/member/kyc',
        headers: { authorization: `Bearer ${ok.json().value.token as string}` },
      });
      expect(status.json().value.cpfMasked).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
      expect(status.body).not.toContain(cpf);

      const again = await register({ cpf });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'USER_EXISTS', value: { fields: { cpf: 'ALREADY_TAKEN' } } });
    } finally {
      await patchSettings({ kyc: { cpfRequired: false } });
    }
  });

  it('is unique under a race: of parallel registrations with one CPF exactly one wins, the others get USER_EXISTS on cpf', async () => {
    const cpf = freshCpf();
    const bodies = await Promise.all(
      Array.from({ length: 8 }, () =>
        encryptFor(t.app, {
          username: freshName(),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          dateOfBirth: ADULT_DATE_OF_BIRTH,
          cpf,
        }),
      ),
    );
    const answers = await Promise.all(
      bodies.map((payload) => t.app.inject({ method: 'PUT', url: '/wps/member/register', payload })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const lost = answers.filter((res) => res.statusCode !== 200);
    expect(lost).toHaveLength(7);
    for (const res of lost)
      expect(res.json()).toMatchObject({ code: 'USER_EXISTS', value: { fields: { cpf: 'ALREADY_TAKEN' } } });
    const rows = await t.database.db.selectFrom('members').select('id').where('cpf', '=', cpf).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('national exclusion list', () => {
  const importJson = (auth: { authorization: string }, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/admin/api/kyc/exclusions', headers: auth, payload: payload as object });

  it('is imported by compliance (replace, append as CSV), counted and audited; support may not', async () => {
    const refused = await importJson(support.auth, { mode: 'replace', hashes: [] });
    expect(refused.statusCode).toBe(403);

    const cpf = freshCpf();
    const replaced = await importJson(compliance.auth, {
      mode: 'replace',
      hashes: [sha256(cpf), sha256('5511987650001').toUpperCase(), sha256(cpf)],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().value).toEqual({ mode: 'replace', received: 2, added: 2, total: 2 });

    const csv = `sha256\n${sha256('a')}\r\n\n${sha256(cpf)},extra\n`;
    const appended = await t.app.inject({
      method: 'POST',
      url: '/admin/api/kyc/exclusions?mode=append',
      headers: { ...compliance.auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(appended.statusCode, appended.body).toBe(200);
    expect(appended.json().value).toEqual({ mode: 'append', received: 2, added: 1, total: 3 });

    const bad = await importJson(compliance.auth, { mode: 'append', hashes: [sha256('b'), 'not-a-hash'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value).toMatchObject({ fields: { hashes: 'PATTERN_MISMATCH' }, line: 2 });
    const stats = await t.app.inject({ url: '/admin/api/kyc/exclusions', headers: compliance.auth });
    expect(stats.json().value.total).toBe(3);

    const audit = await t.database.db
      .selectFrom('operator_audit_log')
      .select(['username', 'after', 'status_code'])
      .where('subject', '=', 'exclusion_list')
      .orderBy('id')
      .execute();
    expect(audit.filter((a) => a.status_code === 200)).toHaveLength(2);
    expect(audit[0]).toMatchObject({ username: compliance.username, after: { total: 2, mode: 'replace', added: 2 } });
  });

  it('refuses a registration whose CPF or mobile (E.164 digits) is listed, saying no more; replace-all lifts it', async () => {
    const cpf = freshCpf();
    const mobile = `98765${String(Date.now()).slice(-4)}`;
    await importJson(compliance.auth, { mode: 'replace', hashes: [sha256(cpf), sha256(`5511${mobile}`)] });
    await patchSettings({ flags: { mobileRegistration: true } });
    try {
      const byCpf = await register({ cpf });
      expect(byCpf.statusCode).toBe(403);
      expect(byCpf.json()).toMatchObject({
        success: false,
        value: null,
        code: 'REGISTRATION_EXCLUDED',
        message: 'Registration is not possible. Please contact support.',
      });
      // The trunk zero of the national number is not part of the E.164 form.
      const byMobile = await register(
        { mobileNum: `011${mobile}`, countryDialingCode: '+55' },
        '/wps/member/register/mobile',
      );
      expect(byMobile.json().code).toBe('REGISTRATION_EXCLUDED');
      expect((await register({ cpf: freshCpf() })).statusCode).toBe(200);
      await importJson(compliance.auth, { mode: 'replace', hashes: [sha256('someone else')] });
      expect((await register({ cpf })).statusCode).toBe(200);
    } finally {
      await patchSettings({ flags: { mobileRegistration: false } });
    }
  });
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]);

async function uploadDocument(
  authorization: string | undefined,
  kind: string,
  file: { data: Buffer; filename: string; type: string },
) {
  const body = multipart([file], { field: 'file', fields: { kind } });
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/kyc/documents',
    headers: { ...(authorization ? { authorization } : {}), 'content-type': body.contentType, language: 'en' },
    payload: body.payload,
  });
}

const submit = (authorization: string, level: number) =>
  t.app.inject({ method: 'POST', url: '/wps/member/kyc/submissions', headers: { authorization }, payload: { level } });

async function identityDocuments(authorization: string) {
  for (const [kind, data] of [
    ['id_front', png()],
    ['id_back', jpg()],
    ['selfie', png()],
  ] as const) {
    const res = await uploadDocument(authorization, kind, { data, filename: `${kind}.png`, type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('KYC documents', () => {
  it('takes PNG, JPG and PDF by their bytes, not their names; refuses other types, oversize files and bad kinds', async () => {
    const member = await registerMember(t.app);
    const a = member.authorization;
    const pdf = await uploadDocument(a, 'proof_of_address', { data: PDF, filename: 'bill.png', type: 'image/png' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().value).toMatchObject({
      kind: 'proof_of_address',
      contentType: 'application/pdf',
      fileName: 'bill.png',
    });
    expect(pdf.body).not.toContain('kyc/');
    const named = await uploadDocument(a, 'id_front', {
      data: png(),
      filename: 'C:\\photos\\front.pdf',
      type: 'application/pdf',
    });
    expect(named.json().value).toMatchObject({ contentType: 'image/png', fileName: 'front.pdf' });

    const gif = await uploadDocument(a, 'id_front', {
      data: Buffer.concat([Buffer.from('GIF89a'), randomBytes(50)]),
      filename: 'x.png',
      type: 'image/png',
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().value.fields).toEqual({ file: 'INVALID_TYPE' });
    const html = await uploadDocument(a, 'selfie', {
      data: Buffer.from('<html>hi</html>'),
      filename: 's.jpg',
      type: 'image/jpeg',
    });
    expect(html.json().value.fields).toEqual({ file: 'INVALID_TYPE' });
    const big = await uploadDocument(a, 'selfie', {
      data: Buffer.concat([png(10), Buffer.alloc(8 * 1024 * 1024)]),
      filename: 's.png',
      type: 'image/png',
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().value.fields).toEqual({ file: 'TOO_BIG' });
    const kind = await uploadDocument(a, 'passport', { data: png(), filename: 'p.png', type: 'image/png' });
    expect(kind.json().value.fields).toEqual({ kind: 'INVALID_VALUE' });
    const two = multipart(
      [
        { data: png(), filename: 'a.png', type: 'image/png' },
        { data: png(), filename: 'b.png', type: 'image/png' },
      ],
      { field: 'file', fields: { kind: 'selfie' } },
    );
    const both = await t.app.inject({
      method: 'POST',
      url: '/wps/member/kyc/documents',
      headers: { authorization: a, 'content-type': two.contentType },
      payload: two.payload,
    });
    expect(both.json().value.fields).toEqual({ file: 'TOO_LONG' });
    const anonymous = await uploadDocument(undefined, 'selfie', { data: png(), filename: 's.png', type: 'image/png' });
    expect(anonymous.statusCode).toBe(401);

    const status = await t.app.inject({ url: '/wps/member/kyc', headers: { authorization: a } });
    expect(status.json().value).toMatchObject({ state: 'none', verifiedLevel: 0, hasDateOfBirth: true, last: null });
    expect(
      status
        .json()
        .value.documents.map((d: { kind: string }) => d.kind)
        .sort(),
    ).toEqual(['id_front', 'proof_of_address']);
  });

  it('are read only by their member: another member gets 404, no token 401', async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const data = png(300);
    const up = await uploadDocument(owner.authorization, 'selfie', { data, filename: 'me.png', type: 'image/png' });
    const url = `/wps/member/kyc/documents/${up.json().value.id as number}`;
    const own = await t.app.inject({ url, headers: { authorization: owner.authorization } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(own.rawPayload, data)).toBe(0);
    const foreign = await t.app.inject({ url, headers: { authorization: other.authorization } });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    // A compliance operator opens only documents sent for review, not drafts.
    const draft = await t.app.inject({
      url: `/admin/api/kyc/documents/${up.json().value.id as number}`,
      headers: compliance.auth,
    });
    expect(draft.statusCode).toBe(404);
  });
});

describe('KYC review', () => {
  const decide = (operator: { authorization: string }, id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/api/kyc/submissions/${id}/decision`,
      headers: operator,
      payload,
    });
  const status = async (authorization: string) =>
    (await t.app.inject({ url: '/wps/member/kyc', headers: { authorization } })).json().value;
  const inbox = async (authorization: string) =>
    (await t.app.inject({ url: '/wps/messages', headers: { authorization, language: 'en' } })).json().value.list as {
      kind: string;
      params: Record<string, string>;
    }[];

  it('runs pending -> rejected -> more info -> verified, told in the inbox and audited', async () => {
    const first = await registerMember(t.app);
    const second = await registerMember(t.app);
    await uploadDocument(first.authorization, 'id_front', { data: png(), filename: 'f.png', type: 'image/png' });
    const missing = await submit(first.authorization, 1);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'KYC_DOCUMENTS_MISSING', value: { missing: ['id_back', 'selfie'] } });
    await identityDocuments(first.authorization);
    const level2 = await submit(first.authorization, 2);
    expect(level2.json()).toMatchObject({ code: 'KYC_DOCUMENTS_MISSING', value: { missing: ['proof_of_address'] } });

    const sent = await submit(first.authorization, 1);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ state: 'pending', last: { level: 1, status: 'pending', note: null } });
    expect((await submit(first.authorization, 1)).json().code).toBe('KYC_SUBMISSION_NOT_ALLOWED');
    clock.advance(60_000);
    await identityDocuments(second.authorization);
    expect((await submit(second.authorization, 1)).statusCode).toBe(200);

    expect((await t.app.inject({ url: '/admin/api/kyc/submissions', headers: support.auth })).statusCode).toBe(403);
    const queue = await t.app.inject({ url: '/admin/api/kyc/submissions', headers: compliance.auth });
    const items = queue.json().value.items as { id: number; username: string }[];
    const mine = items.filter((i) => [first.username, second.username].includes(i.username));
    expect(mine.map((i) => i.username)).toEqual([first.username, second.username]);
    const id = mine[0]!.id;

    const detail = await t.app.inject({ url: `/admin/api/kyc/submissions/${id}`, headers: compliance.auth });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().value).toMatchObject({
      status: 'pending',
      level: 1,
      dateOfBirth: ADULT_DATE_OF_BIRTH,
      verifiedLevel: 0,
    });
    const documents = detail.json().value.documents as { id: number; kind: string }[];
    expect(documents.map((d) => d.kind).sort()).toEqual(['id_back', 'id_front', 'selfie']);
    const file = await t.app.inject({ url: `/admin/api/kyc/documents/${documents[0]!.id}`, headers: compliance.auth });
    expect(file.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/admin/api/kyc/documents/${documents[0]!.id}` })).statusCode).toBe(401);

    const noReason = await decide(compliance.auth, id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(compliance.auth, id, { decision: 'reject', note: 'The ID photo is blurred.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      note: 'The ID photo is blurred.',
      decidedBy: compliance.username,
    });
    expect((await decide(compliance.auth, id, { decision: 'approve' })).json()).toMatchObject({
      code: 'KYC_NOT_PENDING',
      value: { status: 'rejected' },
    });
    expect(await status(first.authorization)).toMatchObject({
      state: 'rejected',
      verifiedLevel: 0,
      last: { status: 'rejected', note: 'The ID photo is blurred.' },
    });
    expect((await inbox(first.authorization))[0]).toMatchObject({
      kind: 'kyc_rejected',
      params: { reference: '1', reason: 'The ID photo is blurred.' },
    });

    await uploadDocument(first.authorization, 'id_front', { data: png(), filename: 'sharp.png', type: 'image/png' });
    const again = (await submit(first.authorization, 1)).json().value.last.submissionId as number;
    const asked = await decide(compliance.auth, again, {
      decision: 'more_info',
      note: 'Show the back of the ID again.',
    });
    expect(asked.statusCode).toBe(200);
    expect(await status(first.authorization)).toMatchObject({
      state: 'more_info_requested',
      last: { note: 'Show the back of the ID again.' },
    });
    expect((await inbox(first.authorization))[0]!.kind).toBe('kyc_more_info');

    const third = (await submit(first.authorization, 1)).json().value.last.submissionId as number;
    // The operator who rejected may approve a later submission.
    const approved = await decide(compliance.auth, third, { decision: 'approve' });
    expect(approved.json().value).toMatchObject({ status: 'verified', note: null, verifiedLevel: 1 });
    expect(await status(first.authorization)).toMatchObject({ state: 'verified', verifiedLevel: 1 });
    expect((await inbox(first.authorization))[0]).toMatchObject({ kind: 'kyc_verified', params: { reference: '1' } });
    expect((await submit(first.authorization, 1)).json().code).toBe('KYC_SUBMISSION_NOT_ALLOWED');

    // The read other console pages use (the member's responsible-gaming page).
    const summary = await kycSummary(t.database.db, approved.json().value.memberId as number);
    expect(summary).toMatchObject({
      state: 'verified',
      verifiedLevel: 1,
      lastDecision: { submissionId: third, level: 1, status: 'verified', note: null },
    });
    expect(summary.documents.map((d) => d.kind).sort()).toEqual(['id_back', 'id_front', 'selfie']);
    expect(JSON.stringify(summary)).not.toContain('kyc/');

    const audit = await t.database.db
      .selectFrom('operator_audit_log')
      .select(['subject', 'after', 'status_code'])
      .where('subject', 'in', [`kyc_submission:${id}`, `kyc_submission:${again}`, `kyc_submission:${third}`])
      .where('status_code', '=', 200)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual([
      'rejected',
      'more_info_requested',
      'verified',
    ]);
  });

  it('keeps one submission waiting: of parallel submits one wins, the others get KYC_SUBMISSION_NOT_ALLOWED', async () => {
    const member = await registerMember(t.app);
    await identityDocuments(member.authorization);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(member.authorization, 1)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('KYC_SUBMISSION_NOT_ALLOWED');
    }
    const rows = await t.database.db
      .selectFrom('kyc_submissions')
      .innerJoin('members', 'members.id', 'kyc_submissions.member_id')
      .select('kyc_submissions.id')
      .where('members.username', '=', member.username)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown submission and 400 for a bad decision', async () => {
    expect(
      (await t.app.inject({ url: '/admin/api/kyc/submissions/999999', headers: compliance.auth })).statusCode,
    ).toBe(404);
    expect((await decide(compliance.auth, 999999, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(compliance.auth, 1, { decision: 'maybe' })).statusCode).toBe(400);
  });
});

describe('withdrawal gate', () => {
  const withdraw = (player: { authorization: string; bankAccountId: number }, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/payment/withdrawals',
      headers: { authorization: player.authorization, 'idempotency-key': key(), language: 'en' },
      payload: { amount, bankAccountId: player.bankAccountId, paymentPassword: PIN },
    });

  it('passes below the thresholds, refuses above them or over the lifetime total without KYC, passes after approval', async () => {
    // 1,000.00 a withdrawal, 1,500.00 in total.
    await patchSettings({ kyc: { withdrawalThresholdMinor: 100_000, lifetimeWithdrawalThresholdMinor: 150_000 } });
    try {
      const player = await withdrawingPlayer(t, 5_000);
      expect((await withdraw(player, 1_000)).statusCode).toBe(200);
      const over = await withdraw(player, 1_000.01);
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({
        code: 'KYC_REQUIRED',
        value: { requiredLevel: 1, verifiedLevel: 0, reason: 'amount', threshold: 1000 },
      });
      expect((await withdraw(player, 500)).statusCode).toBe(200);
      const lifetime = await withdraw(player, 100);
      expect(lifetime.json()).toMatchObject({ code: 'KYC_REQUIRED', value: { reason: 'lifetime', threshold: 1500 } });
      const balance = await t.app.inject({
        url: '/wps/v2/wallets/balance',
        headers: { authorization: player.authorization },
      });
      expect(balance.json().value.sumBalance).toBe(3_500);

      await identityDocuments(player.authorization);
      const submissionId = (await submit(player.authorization, 1)).json().value.last.submissionId as number;
      const approved = await t.app.inject({
        method: 'POST',
        url: `/admin/api/kyc/submissions/${submissionId}/decision`,
        headers: compliance.auth,
        payload: { decision: 'approve' },
      });
      expect(approved.statusCode).toBe(200);
      expect((await withdraw(player, 1_200)).statusCode).toBe(200);
      expect((await withdraw(player, 100)).statusCode).toBe(200);

      // Level 2 asked: level 1 is not enough any more.
      await patchSettings({ kyc: { withdrawalLevel: 2 } });
      expect((await withdraw(player, 1_100)).json()).toMatchObject({
        code: 'KYC_REQUIRED',
        value: { requiredLevel: 2, verifiedLevel: 1 },
      });
      await expectLedgerReconciles(t.database);
    } finally {
      await patchSettings({
        kyc: { withdrawalThresholdMinor: null, lifetimeWithdrawalThresholdMinor: null, withdrawalLevel: 1 },
      });
    }
  });
});
