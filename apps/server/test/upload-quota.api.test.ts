import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorAuth, registerMember, type TestApp } from './test-app.ts';

/*
 * Review N7: one member could fill the disk through uploads (chat images, feedback, proofs).
 * Uploads are counted per member and UTC day, files and bytes, and refused past either cap with
 * 429 UPLOAD_QUOTA_EXCEEDED before anything is stored; parallel uploads cannot pass it together.
 */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2_000, 1)]);
const MAX_FILES = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { SEED_DEMO: false, UPLOADS_DAILY_FILES: MAX_FILES, UPLOADS_DAILY_BYTES: 5 * PNG.length },
  });
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: await operatorAuth(t.app),
    payload: { flags: { chat: true } },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());

const multipart = (name: string, count = 1) =>
  Buffer.concat([
    ...Array.from({ length: count }, (_, i) =>
      Buffer.concat([
        Buffer.from(
          `--x\r\nContent-Disposition: form-data; name="${name}"; filename="a${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from('--x--\r\n'),
  ]);

const upload = (authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/chat/images',
    headers: { authorization, 'content-type': 'multipart/form-data; boundary=x', language: 'en' },
    payload: multipart('image'),
  });

const stored = async (memberId: number) =>
  (await t.database.db
    .selectFrom('member_upload_days')
    .select(['files', 'bytes'])
    .where('member_id', '=', memberId)
    .executeTakeFirst()) ?? { files: 0, bytes: 0 };

describe('the daily upload allowance', () => {
  it('takes each upload, then refuses past the daily count with 429 UPLOAD_QUOTA_EXCEEDED, storing nothing', async () => {
    const member = await registerMember(t.app);
    const id = (
      await t.database.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', member.username)
        .executeTakeFirstOrThrow()
    ).id;
    for (let i = 0; i < MAX_FILES; i += 1) expect((await upload(member.authorization)).statusCode).toBe(200);
    const refused = await upload(member.authorization);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      value: { maxFiles: MAX_FILES, maxBytes: 5 * PNG.length },
    });
    expect(await stored(Number(id))).toEqual({ files: MAX_FILES, bytes: MAX_FILES * PNG.length });
    // Another member has an allowance of their own.
    const other = await registerMember(t.app);
    expect((await upload(other.authorization)).statusCode).toBe(200);
  });

  it('counts parallel uploads once each: never more than the cap pass', async () => {
    const member = await registerMember(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(member.authorization)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_FILES);
    expect(codes.filter((c) => c === 429)).toHaveLength(8 - MAX_FILES);
  });
});
