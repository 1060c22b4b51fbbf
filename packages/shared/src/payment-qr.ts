/*
 * Payment QR codes in the EMV merchant-presented format (EMVCo QRCPS-MPM), which both Brazil's PIX
 * ("BR Code", Banco Central's Manual de Padrões para Iniciação do Pix) and Vietnam's VietQR (NAPAS)
 * use: fields as ID (2 digits), length (2 digits), value; nested templates the same way; the last
 * field `63` a CRC-16/CCITT-FALSE over everything before its value, in upper-case hex.
 */

export interface EmvField {
  id: string;
  value: string | EmvField[];
}

const encodeFields = (fields: EmvField[]): string =>
  fields
    .map(({ id, value }) => {
      const text = typeof value === 'string' ? value : encodeFields(value);
      if (text.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
      return `${id}${String(text.length).padStart(2, '0')}${text}`;
    })
    .join('');

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), over UTF-8 bytes. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload with its CRC field appended. */
const withCrc = (fields: EmvField[]) => {
  const body = `${encodeFields(fields)}6304`;
  return body + crc16(body);
};

/**
 * The top-level fields of a payload, after checking its CRC: null when the text is not a whole,
 * well-formed EMV payload (a truncated paste, a changed digit).
 */
export function readEmv(payload: string): Map<string, string> | null {
  if (!/^.+6304[0-9A-F]{4}$/.test(payload) || crc16(payload.slice(0, -4)) !== payload.slice(-4)) return null;
  return readTemplate(payload.slice(0, -8));
}

/** The fields of one template (a payload's or a nested value), or null when malformed. */
export function readTemplate(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      return null;
    }
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Amounts as the formats want them: major units with a dot, no grouping ("1234.50"; VND "150000"). */
export const emvAmount = (minor: number, decimals: number) => {
  if (!Number.isSafeInteger(minor) || minor <= 0)
    throw new RangeError('a QR amount is a positive whole number of minor units');
  const digits = String(minor).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};

/** Names and cities in the basic Latin letters the EMV fields allow, cut to the field's size. */
const plain = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 .,\-/]/g, '')
    .trim()
    .slice(0, max);

export interface PixCharge {
  /** The receiver's PIX key (CPF, CNPJ, +55 phone, e-mail or random key). */
  key: string;
  /** The receiver's name (cut to 25) and city (cut to 15), as the payer's bank shows them. */
  merchantName: string;
  merchantCity: string;
  amountMinor: number;
  /** The charge's id, echoed in the payment (up to 25 letters and digits). */
  txid: string;
}

/** A PIX "copia e cola" BR Code for one charge of a fixed amount, payable once. */
export function pixBrCode(charge: PixCharge): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.txid)) throw new RangeError('a PIX txid is 1 to 25 letters and digits');
  return withCrc([
    { id: '00', value: '01' },
    { id: '01', value: '12' },
    {
      id: '26',
      value: [
        { id: '00', value: 'br.gov.bcb.pix' },
        { id: '01', value: charge.key },
      ],
    },
    { id: '52', value: '0000' },
    { id: '53', value: '986' },
    { id: '54', value: emvAmount(charge.amountMinor, 2) },
    { id: '58', value: 'BR' },
    { id: '59', value: plain(charge.merchantName, 25) },
    { id: '60', value: plain(charge.merchantCity, 15) },
    { id: '62', value: [{ id: '05', value: charge.txid }] },
  ]);
}

/**
 * What a payer's bank reads off a BR Code: the receiver's key, the amount text, the charge id and
 * the receiver. Null when the text is not a whole PIX payload with a valid CRC.
 */
export function readPixBrCode(code: string) {
  const fields = readEmv(code.trim());
  const account = fields?.get('26') ? readTemplate(fields.get('26')!) : null;
  if (!fields || fields.get('53') !== '986' || account?.get('00') !== 'br.gov.bcb.pix' || !account.get('01'))
    return null;
  return {
    key: account.get('01')!,
    amount: fields.get('54') ?? null,
    txid: readTemplate(fields.get('62') ?? '')?.get('05') ?? null,
    merchantName: fields.get('59') ?? '',
    merchantCity: fields.get('60') ?? '',
  };
}

export interface VietQrTransfer {
  /** The receiving bank's 6-digit NAPAS BIN (Vietcombank 970436, ...). */
  bankBin: string;
  accountNumber: string;
  amountMinor: number;
  /** The transfer note the deposit is matched by (ASCII, cut to 25). */
  note: string;
}

/** A VietQR (NAPAS 247) code for a transfer to a bank account, with its amount and note. */
export function vietQr(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bankBin)) throw new RangeError('a NAPAS bank BIN is 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(transfer.accountNumber))
    throw new RangeError('an account number is 1 to 19 letters and digits');
  return withCrc([
    { id: '00', value: '01' },
    { id: '01', value: '12' },
    {
      id: '38',
      value: [
        { id: '00', value: 'A000000727' },
        {
          id: '01',
          value: [
            { id: '00', value: transfer.bankBin },
            { id: '01', value: transfer.accountNumber },
          ],
        },
        { id: '02', value: 'QRIBFTTA' },
      ],
    },
    { id: '53', value: '704' },
    { id: '54', value: emvAmount(transfer.amountMinor, 0) },
    { id: '58', value: 'VN' },
    { id: '62', value: [{ id: '08', value: plain(transfer.note, 25) }] },
  ]);
}
