import type { Language } from '@portal/shared/languages';
import { minorToDecimalText } from '@portal/shared/money';

/** The sandbox's few words in the portal's six languages. */
const STRINGS: Record<
  Language,
  Record<'title' | 'amount' | 'order' | 'pay' | 'fail' | 'done' | 'invalid' | 'back', string>
> = {
  en: {
    title: 'Sandbox payment',
    amount: 'Amount',
    order: 'Order',
    pay: 'Pay',
    fail: 'Fail',
    done: 'This payment is already complete.',
    invalid: 'This payment link is not valid.',
    back: 'Back to the site',
  },
  'pt-BR': {
    title: 'Pagamento de teste',
    amount: 'Valor',
    order: 'Pedido',
    pay: 'Pagar',
    fail: 'Falhar',
    done: 'Este pagamento já foi concluído.',
    invalid: 'Este link de pagamento não é válido.',
    back: 'Voltar ao site',
  },
  th: {
    title: 'การชำระเงินทดสอบ',
    amount: 'จำนวนเงิน',
    order: 'คำสั่งซื้อ',
    pay: 'ชำระเงิน',
    fail: 'ทำให้ล้มเหลว',
    done: 'การชำระเงินนี้เสร็จสิ้นแล้ว',
    invalid: 'ลิงก์ชำระเงินนี้ไม่ถูกต้อง',
    back: 'กลับไปที่เว็บไซต์',
  },
  vi: {
    title: 'Thanh toán thử nghiệm',
    amount: 'Số tiền',
    order: 'Đơn hàng',
    pay: 'Thanh toán',
    fail: 'Thất bại',
    done: 'Khoản thanh toán này đã hoàn tất.',
    invalid: 'Liên kết thanh toán này không hợp lệ.',
    back: 'Quay lại trang',
  },
  id: {
    title: 'Pembayaran uji coba',
    amount: 'Jumlah',
    order: 'Pesanan',
    pay: 'Bayar',
    fail: 'Gagalkan',
    done: 'Pembayaran ini sudah selesai.',
    invalid: 'Tautan pembayaran ini tidak valid.',
    back: 'Kembali ke situs',
  },
  'zh-CN': {
    title: '沙盒支付',
    amount: '金额',
    order: '订单',
    pay: '支付',
    fail: '失败',
    done: '此付款已完成。',
    invalid: '此支付链接无效。',
    back: '返回网站',
  },
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** No script at all: the page works under the portal's CSP (script-src 'self'), with a plain form. */
export function sandboxLayout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f1f3f7;color:#1c2333;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 24px rgba(0,0,0,.08);width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#6b7385}dd{margin:0;font-weight:600;word-break:break-all}.actions{display:flex;gap:12px}
button{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer}
.pay{background:#1f7a4d;color:#fff}.fail{background:#e4e7ee;color:#1c2333}a{color:#1f5fbf}
label{display:block;margin:0 0 6px;color:#6b7385}textarea{box-sizing:border-box;width:100%;margin:0 0 16px;font:13px ui-monospace,monospace;padding:8px;border:1px solid #c9cfdb;border-radius:8px}
</style></head><body><main>${body}</main></body></html>`;
}

export function payPage(
  language: Language,
  order: { id: string; merchantOrderId: string; amountMinor: number; currency: string },
  decimals: number,
  actionPath: string,
): string {
  const t = STRINGS[language];
  return sandboxLayout(
    language,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<dl><dt>${escapeHtml(t.order)}</dt><dd data-testid="sandbox-order">${escapeHtml(order.merchantOrderId)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd data-testid="sandbox-amount">${escapeHtml(minorToDecimalText(order.amountMinor, decimals))} ${escapeHtml(order.currency)}</dd></dl>
<form method="post" action="${escapeHtml(actionPath)}" class="actions">
<button class="pay" type="submit" name="outcome" value="paid">${escapeHtml(t.pay)}</button>
<button class="fail" type="submit" name="outcome" value="failed">${escapeHtml(t.fail)}</button>
</form>`,
  );
}

export function messagePage(language: Language, kind: 'done' | 'invalid', backUrl: string | null): string {
  const t = STRINGS[language];
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.back)}</a></p>` : '';
  return sandboxLayout(language, t.title, `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t[kind])}</p>${back}`);
}
