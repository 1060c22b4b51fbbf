import type { MessageParams, SystemMessageKind } from '@portal/shared/contracts/messages';
import type { Language } from '@portal/shared/languages';
import { formatCurrency, type CurrencyDisplay } from '@portal/shared/money';

/**
 * A system message as a push notification. The inbox words system messages on the client; a
 * notification arrives with no page open, so its short text lives here, in the six languages.
 */
type Texts = Record<SystemMessageKind, { title: string; body: string }>;

export const PUSH_TEXTS: Record<Language, Texts> = {
  'pt-BR': {
    deposit_credited: { title: 'Depósito creditado', body: '{amount} já está na sua carteira.' },
    withdrawal_paid: { title: 'Saque pago', body: '{amount} foi enviado para a sua conta bancária.' },
    withdrawal_rejected: { title: 'Saque recusado', body: '{amount} voltou para a sua carteira.' },
    bonus_issued: { title: 'Bônus recebido', body: '{amount} está na sua carteira de bônus.' },
    feedback_replied: { title: 'O suporte respondeu', body: 'Abra as suas mensagens para ler a resposta.' },
    contract_offered: {
      title: 'Novo contrato',
      body: 'Você recebeu uma oferta de contrato. Abra o centro do agente para responder.',
    },
    kyc_verified: { title: 'Identidade verificada', body: 'Sua verificação (nível {reference}) foi aprovada.' },
    kyc_rejected: {
      title: 'Verificação recusada',
      body: 'Sua verificação foi recusada. Abra Verificação para ver o motivo.',
    },
    kyc_more_info: {
      title: 'Verificação: mais informações',
      body: 'Precisamos de mais informações para sua verificação. Abra Verificação.',
    },
    agent_approved: {
      title: 'Agora você é agente',
      body: 'Seu pedido foi aprovado. Abra o centro do agente para montar sua equipe.',
    },
    agent_rejected: {
      title: 'Pedido de agente recusado',
      body: 'Seu pedido para ser agente foi recusado. Abra as mensagens para ver o motivo.',
    },
  },
  en: {
    deposit_credited: { title: 'Deposit credited', body: '{amount} is in your wallet.' },
    withdrawal_paid: { title: 'Withdrawal paid', body: '{amount} was sent to your bank account.' },
    withdrawal_rejected: { title: 'Withdrawal refused', body: '{amount} is back in your wallet.' },
    bonus_issued: { title: 'Bonus received', body: '{amount} is in your bonus wallet.' },
    feedback_replied: { title: 'Support replied', body: 'Open your messages to read the answer.' },
    contract_offered: {
      title: 'New contract',
      body: 'You have been offered a contract. Open the agent center to answer.',
    },
    kyc_verified: { title: 'Identity verified', body: 'Your verification (level {reference}) was approved.' },
    kyc_rejected: {
      title: 'Verification refused',
      body: 'Your verification was refused. Open Verification to see why.',
    },
    kyc_more_info: {
      title: 'Verification: more needed',
      body: 'We need more information for your verification. Open Verification.',
    },
    agent_approved: {
      title: 'You are now an agent',
      body: 'Your application was approved. Open the agent center to build your team.',
    },
    agent_rejected: {
      title: 'Agent application refused',
      body: 'Your application to become an agent was refused. Open your messages to read why.',
    },
  },
  th: {
    deposit_credited: { title: 'เติมเงินเข้าแล้ว', body: '{amount} เข้ากระเป๋าเงินของคุณแล้ว' },
    withdrawal_paid: { title: 'ถอนเงินสำเร็จ', body: 'โอน {amount} ไปยังบัญชีธนาคารของคุณแล้ว' },
    withdrawal_rejected: { title: 'การถอนเงินถูกปฏิเสธ', body: '{amount} กลับเข้ากระเป๋าเงินของคุณแล้ว' },
    bonus_issued: { title: 'ได้รับโบนัส', body: '{amount} อยู่ในกระเป๋าโบนัสของคุณ' },
    feedback_replied: { title: 'ฝ่ายบริการตอบกลับแล้ว', body: 'เปิดข้อความของคุณเพื่ออ่านคำตอบ' },
    contract_offered: { title: 'สัญญาใหม่', body: 'คุณได้รับข้อเสนอสัญญา เปิดศูนย์เอเจนต์เพื่อตอบรับหรือปฏิเสธ' },
    kyc_verified: { title: 'ยืนยันตัวตนแล้ว', body: 'การยืนยันตัวตนของคุณ (ระดับ {reference}) ได้รับการอนุมัติแล้ว' },
    kyc_rejected: { title: 'การยืนยันตัวตนถูกปฏิเสธ', body: 'การยืนยันตัวตนของคุณถูกปฏิเสธ เปิดหน้ายืนยันตัวตนเพื่อดูเหตุผล' },
    kyc_more_info: {
      title: 'ยืนยันตัวตน: ต้องการข้อมูลเพิ่ม',
      body: 'เราต้องการข้อมูลเพิ่มเติมสำหรับการยืนยันตัวตนของคุณ เปิดหน้ายืนยันตัวตน',
    },
    agent_approved: { title: 'คุณเป็นตัวแทนแล้ว', body: 'คำขอของคุณได้รับการอนุมัติ เปิดศูนย์ตัวแทนเพื่อสร้างทีมของคุณ' },
    agent_rejected: { title: 'คำขอเป็นตัวแทนถูกปฏิเสธ', body: 'คำขอเป็นตัวแทนของคุณถูกปฏิเสธ เปิดข้อความเพื่ออ่านเหตุผล' },
  },
  vi: {
    deposit_credited: { title: 'Đã cộng tiền nạp', body: '{amount} đã vào ví của bạn.' },
    withdrawal_paid: { title: 'Đã chi trả rút tiền', body: '{amount} đã được chuyển vào tài khoản ngân hàng của bạn.' },
    withdrawal_rejected: { title: 'Yêu cầu rút tiền bị từ chối', body: '{amount} đã trở lại ví của bạn.' },
    bonus_issued: { title: 'Đã nhận thưởng', body: '{amount} đã vào ví thưởng của bạn.' },
    feedback_replied: { title: 'Bộ phận hỗ trợ đã trả lời', body: 'Mở hộp thư để đọc câu trả lời.' },
    contract_offered: {
      title: 'Hợp đồng mới',
      body: 'Bạn nhận được một đề nghị hợp đồng. Mở trung tâm đại lý để trả lời.',
    },
    kyc_verified: { title: 'Đã xác minh danh tính', body: 'Yêu cầu xác minh (cấp {reference}) của bạn đã được duyệt.' },
    kyc_rejected: {
      title: 'Xác minh bị từ chối',
      body: 'Yêu cầu xác minh của bạn bị từ chối. Mở trang Xác minh để xem lý do.',
    },
    kyc_more_info: {
      title: 'Xác minh: cần thêm thông tin',
      body: 'Chúng tôi cần thêm thông tin để xác minh bạn. Mở trang Xác minh.',
    },
    agent_approved: {
      title: 'Bạn đã là đại lý',
      body: 'Đơn của bạn đã được duyệt. Mở trung tâm đại lý để xây dựng đội của bạn.',
    },
    agent_rejected: {
      title: 'Đơn đăng ký đại lý bị từ chối',
      body: 'Đơn đăng ký làm đại lý của bạn bị từ chối. Mở hộp thư để xem lý do.',
    },
  },
  id: {
    deposit_credited: { title: 'Deposit masuk', body: '{amount} sudah ada di dompet Anda.' },
    withdrawal_paid: { title: 'Penarikan dibayar', body: '{amount} telah dikirim ke rekening bank Anda.' },
    withdrawal_rejected: { title: 'Penarikan ditolak', body: '{amount} kembali ke dompet Anda.' },
    bonus_issued: { title: 'Bonus diterima', body: '{amount} ada di dompet bonus Anda.' },
    feedback_replied: { title: 'Dukungan membalas', body: 'Buka pesan Anda untuk membaca jawabannya.' },
    contract_offered: { title: 'Kontrak baru', body: 'Anda ditawari kontrak. Buka pusat agen untuk menjawab.' },
    kyc_verified: { title: 'Identitas terverifikasi', body: 'Verifikasi Anda (level {reference}) telah disetujui.' },
    kyc_rejected: {
      title: 'Verifikasi ditolak',
      body: 'Verifikasi Anda ditolak. Buka Verifikasi untuk melihat alasannya.',
    },
    kyc_more_info: {
      title: 'Verifikasi: perlu info lagi',
      body: 'Kami memerlukan informasi tambahan untuk verifikasi Anda. Buka Verifikasi.',
    },
    agent_approved: {
      title: 'Anda kini agen',
      body: 'Pengajuan Anda disetujui. Buka pusat agen untuk membangun tim Anda.',
    },
    agent_rejected: {
      title: 'Pengajuan agen ditolak',
      body: 'Pengajuan Anda untuk menjadi agen ditolak. Buka pesan untuk membaca alasannya.',
    },
  },
  'zh-CN': {
    deposit_credited: { title: '存款已到账', body: '{amount} 已存入您的钱包。' },
    withdrawal_paid: { title: '提款已支付', body: '{amount} 已转入您的银行账户。' },
    withdrawal_rejected: { title: '提款被拒绝', body: '{amount} 已退回您的钱包。' },
    bonus_issued: { title: '已收到奖金', body: '{amount} 已存入您的奖金钱包。' },
    feedback_replied: { title: '客服已回复', body: '打开消息查看回复。' },
    contract_offered: { title: '新合约', body: '您收到一份合约邀请，请打开代理中心回复。' },
    kyc_verified: { title: '身份已验证', body: '您的验证（等级 {reference}）已通过。' },
    kyc_rejected: { title: '验证被拒绝', body: '您的验证被拒绝，请打开“身份验证”查看原因。' },
    kyc_more_info: { title: '验证：需要更多信息', body: '您的验证需要更多信息，请打开“身份验证”。' },
    agent_approved: { title: '您已成为代理', body: '您的申请已获批准。打开代理中心组建您的团队。' },
    agent_rejected: { title: '代理申请被拒绝', body: '您的代理申请被拒绝。打开消息查看原因。' },
  },
};

/** A system message's notification, its amount written as the reader's language writes money. */
export function systemPushText(
  kind: SystemMessageKind,
  params: MessageParams,
  language: Language,
  brand: CurrencyDisplay,
): { title: string; body: string } {
  const texts = PUSH_TEXTS[language][kind];
  const amount =
    params.amountMinor === undefined
      ? ''
      : formatCurrency(params.amountMinor, currencyOf(params.currency, brand), language);
  return {
    title: texts.title,
    body: texts.body.replace('{amount}', amount).replace('{reference}', params.reference ?? ''),
  };
}

/** A message's own currency when it names one other than the brand's (2 decimals, Intl's sign). */
const currencyOf = (code: string | undefined, brand: CurrencyDisplay): CurrencyDisplay =>
  !code || code === brand.code ? brand : { code, decimals: 2 };
