import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Env } from '../config/env.ts';
import { createChannelSecrets } from '../features/deposits/channel-secrets.ts';
import { createSandboxRepo } from '../features/sandbox-gateway/sandbox.repo.ts';
import { createSandboxSecrets } from '../features/sandbox-gateway/sandbox-secrets.ts';
import { SANDBOX_PATH } from '../features/sandbox-gateway/sandbox.routes.ts';

export const DEMO_MERCHANT_ID = 'demo-portal';
export const DEMO_PIX_MERCHANT_ID = 'demo-portal-pix';

/** The demo bank transfer's name and instructions in the six interface languages (migration 0065). */
const BANK_TRANSFER_NAMES = {
  en: 'Bank transfer',
  'pt-BR': 'Transferência bancária',
  th: 'โอนผ่านธนาคาร',
  vi: 'Chuyển khoản ngân hàng',
  id: 'Transfer bank',
  'zh-CN': '银行转账',
};
const BANK_TRANSFER_INSTRUCTIONS = {
  en: 'Write your reference on the transfer. Credited once our team confirms it.',
  'pt-BR': 'Escreva sua referência na transferência. O valor é creditado assim que nossa equipe confirmar.',
  th: 'ระบุรหัสอ้างอิงของคุณในการโอน ยอดจะเข้าบัญชีเมื่อทีมงานยืนยันแล้ว',
  vi: 'Ghi mã tham chiếu của bạn vào nội dung chuyển khoản. Tiền được cộng khi đội ngũ của chúng tôi xác nhận.',
  id: 'Tulis referensi Anda pada transfer. Dana dikreditkan setelah tim kami mengonfirmasi.',
  'zh-CN': '请在转账备注中填写您的参考号。我们的团队确认后即到账。',
};

/**
 * The demo brand's payment channels: the sandbox gateway (on this server's own path) by its pay
 * page and by PIX, and a bank transfer. Inserted once by seed_key: seeding again changes nothing
 * and keeps an operator's edits. Each gateway channel and its sandbox merchant get one fresh shared
 * secret, made together. (The PIX channel is offered only while the brand's currency is BRL.)
 */
export async function seedDemoPayments(db: Kysely<DB>, env: Pick<Env, 'SECRETS_MASTER_KEY'>): Promise<void> {
  const sealedPair = async () => {
    const secret = randomBytes(32).toString('base64url');
    return {
      channel: await createChannelSecrets({ db, env }).seal(secret),
      merchant: await createSandboxSecrets({ db, env }).seal(secret),
    };
  };
  const { channel: channelSealed, merchant: merchantSealed } = await sealedPair();
  const pix = await sealedPair();
  await db.transaction().execute(async (trx) => {
    const gateway = await trx
      .insertInto('payment_channels')
      .values({
        type: 'gateway',
        name: 'Sandbox Pay',
        min_minor: 1_000,
        max_minor: 5_000_000,
        fee_bps: 0,
        position: 1,
        gateway_base_url: SANDBOX_PATH,
        gateway_merchant_id: DEMO_MERCHANT_ID,
        gateway_secret_encrypted: channelSealed,
        seed_key: 'demo-sandbox-gateway',
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    // Only with a new channel: an existing one keeps the secret the merchant already has.
    if (gateway) await createSandboxRepo(db).addMerchant(DEMO_MERCHANT_ID, merchantSealed, trx);
    await trx
      .insertInto('payment_channels')
      .values({
        type: 'bank_transfer',
        name: 'Bank transfer',
        min_minor: 5_000,
        max_minor: 10_000_000,
        position: 2,
        bank_name: 'Lotus Demo Bank',
        bank_account_name: 'Lotus Play Ltd',
        bank_account_number: '0123 4567 8901',
        bank_instructions: 'Write your reference on the transfer. Credited once our team confirms it.',
        names: JSON.stringify(BANK_TRANSFER_NAMES),
        instructions: JSON.stringify(BANK_TRANSFER_INSTRUCTIONS),
        seed_key: 'demo-bank-transfer',
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
    const pixChannel = await trx
      .insertInto('payment_channels')
      .values({
        type: 'gateway',
        gateway_method: 'pix',
        name: 'PIX',
        min_minor: 1_000,
        max_minor: 5_000_000,
        position: 3,
        gateway_base_url: SANDBOX_PATH,
        gateway_merchant_id: DEMO_PIX_MERCHANT_ID,
        gateway_secret_encrypted: pix.channel,
        seed_key: 'demo-sandbox-pix',
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (pixChannel) await createSandboxRepo(db).addMerchant(DEMO_PIX_MERCHANT_ID, pix.merchant, trx);
  });
}
