import type { Language } from '@portal/shared/languages';
import { escapeHtml, sandboxLayout } from './pay-page.ts';

type Words = Record<
  'title' | 'paste' | 'pay' | 'paid' | 'invalid' | 'unknown' | 'expired' | 'done' | 'to' | 'amount',
  string
>;

/** The sandbox bank's few words in the portal's six languages. */
const STRINGS: Record<Language, Words> = {
  en: {
    title: 'Sandbox bank: PIX',
    paste: 'PIX copy and paste code',
    pay: 'Pay with PIX',
    paid: 'Paid.',
    invalid: 'This is not a valid PIX code.',
    unknown: 'No charge has this code.',
    expired: 'This PIX charge has expired.',
    done: 'This PIX charge was already paid.',
    to: 'To',
    amount: 'Amount',
  },
  'pt-BR': {
    title: 'Banco de teste: PIX',
    paste: 'Código PIX copia e cola',
    pay: 'Pagar com PIX',
    paid: 'Pago.',
    invalid: 'Este não é um código PIX válido.',
    unknown: 'Nenhuma cobrança tem este código.',
    expired: 'Esta cobrança PIX expirou.',
    done: 'Esta cobrança PIX já foi paga.',
    to: 'Para',
    amount: 'Valor',
  },
  th: {
    title: 'ธนาคารทดสอบ: PIX',
    paste: 'รหัส PIX สำหรับคัดลอกและวาง',
    pay: 'ชำระด้วย PIX',
    paid: 'ชำระแล้ว',
    invalid: 'นี่ไม่ใช่รหัส PIX ที่ถูกต้อง',
    unknown: 'ไม่มีรายการเรียกเก็บเงินที่ใช้รหัสนี้',
    expired: 'รายการเรียกเก็บเงิน PIX นี้หมดอายุแล้ว',
    done: 'รายการเรียกเก็บเงิน PIX นี้ชำระแล้ว',
    to: 'ถึง',
    amount: 'จำนวนเงิน',
  },
  vi: {
    title: 'Ngân hàng thử nghiệm: PIX',
    paste: 'Mã PIX sao chép và dán',
    pay: 'Thanh toán bằng PIX',
    paid: 'Đã thanh toán.',
    invalid: 'Đây không phải là mã PIX hợp lệ.',
    unknown: 'Không có yêu cầu thanh toán nào có mã này.',
    expired: 'Yêu cầu thanh toán PIX này đã hết hạn.',
    done: 'Yêu cầu thanh toán PIX này đã được thanh toán.',
    to: 'Đến',
    amount: 'Số tiền',
  },
  id: {
    title: 'Bank uji coba: PIX',
    paste: 'Kode PIX salin dan tempel',
    pay: 'Bayar dengan PIX',
    paid: 'Dibayar.',
    invalid: 'Ini bukan kode PIX yang valid.',
    unknown: 'Tidak ada tagihan dengan kode ini.',
    expired: 'Tagihan PIX ini sudah kedaluwarsa.',
    done: 'Tagihan PIX ini sudah dibayar.',
    to: 'Kepada',
    amount: 'Jumlah',
  },
  'zh-CN': {
    title: '沙盒银行：PIX',
    paste: 'PIX 复制粘贴码',
    pay: '使用 PIX 支付',
    paid: '已支付。',
    invalid: '这不是有效的 PIX 码。',
    unknown: '没有使用此码的收款。',
    expired: '此 PIX 收款已过期。',
    done: '此 PIX 收款已支付。',
    to: '收款方',
    amount: '金额',
  },
};

export type PixBankOutcome = 'invalid' | 'unknown' | 'expired' | 'done';

/**
 * The payer's bank app, as the sandbox plays it: the "copia e cola" code pasted (or read from the
 * QR), then paid. `result` shows what the last code did.
 */
export function pixBankPage(
  language: Language,
  actionPath: string,
  result: { outcome: PixBankOutcome } | { outcome: 'paid'; to: string; amount: string } | null,
): string {
  const t = STRINGS[language];
  const said =
    result === null
      ? ''
      : result.outcome === 'paid'
        ? `<p role="status" data-testid="sandbox-pix-paid">${escapeHtml(t.paid)}</p>
<dl><dt>${escapeHtml(t.to)}</dt><dd>${escapeHtml(result.to)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>R$ ${escapeHtml(result.amount)}</dd></dl>`
        : `<p role="alert" data-testid="sandbox-pix-refused">${escapeHtml(t[result.outcome])}</p>`;
  return sandboxLayout(
    language,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>${said}
<form method="post" action="${escapeHtml(actionPath)}">
<label for="code">${escapeHtml(t.paste)}</label>
<textarea id="code" name="code" rows="5" required maxlength="512" data-testid="sandbox-pix-code"></textarea>
<div class="actions"><button class="pay" type="submit" data-testid="sandbox-pix-pay">${escapeHtml(t.pay)}</button></div>
</form>`,
  );
}
