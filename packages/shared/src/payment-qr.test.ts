import { describe, expect, it } from 'vitest';
import { crc16, pixBrCode, readEmv, readPixBrCode, readTemplate, vietQr } from './payment-qr.ts';

/** Banco Central's example of a static BR Code (Manual de Padrões para Iniciação do Pix). */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('the EMV payload CRC', () => {
  it('is CRC-16/CCITT-FALSE: its check value, and the central bank example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('reads a whole payload and refuses a changed or cut one', () => {
    const fields = readEmv(BCB_EXAMPLE);
    expect(fields?.get('59')).toBe('Fulano de Tal');
    expect(readTemplate(fields!.get('26')!)?.get('01')).toBe('123e4567-e12b-12d1-a456-426655440000');
    expect(readEmv(BCB_EXAMPLE.replace('BRASILIA', 'BRASILIO'))).toBeNull();
    expect(readEmv(BCB_EXAMPLE.slice(0, -1))).toBeNull();
    expect(readTemplate('0105abc')).toBeNull();
  });
});

describe('a PIX BR Code', () => {
  const code = pixBrCode({
    key: '+5511987654321',
    merchantName: 'Lótus Entretenimento Digital Ltda',
    merchantCity: 'São Paulo',
    amountMinor: 123_450,
    txid: 'D2611290001',
  });

  it('carries the key, the amount in reais, the receiver and the charge id, with a valid CRC', () => {
    const fields = readEmv(code)!;
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(Object.fromEntries(readTemplate(fields.get('26')!)!)).toEqual({
      '00': 'br.gov.bcb.pix',
      '01': '+5511987654321',
    });
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1234.50');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Lotus Entretenimento Digi');
    expect(fields.get('60')).toBe('Sao Paulo');
    expect(readTemplate(fields.get('62')!)?.get('05')).toBe('D2611290001');
  });

  it('reads back as a payer bank reads it, and not once a digit changed', () => {
    expect(readPixBrCode(` ${code}\n`)).toEqual({
      key: '+5511987654321',
      amount: '1234.50',
      txid: 'D2611290001',
      merchantName: 'Lotus Entretenimento Digi',
      merchantCity: 'Sao Paulo',
    });
    expect(readPixBrCode(code.replace('1234.50', '1234.51'))).toBeNull();
    expect(readPixBrCode(vietQr({ bankBin: '970436', accountNumber: '1', amountMinor: 1, note: 'x' }))).toBeNull();
  });

  it('writes cents with two digits and refuses what no bank would read', () => {
    const cents = readEmv(pixBrCode({ key: 'k', merchantName: 'A', merchantCity: 'B', amountMinor: 5, txid: 'T1' }));
    expect(cents?.get('54')).toBe('0.05');
    const charge = { key: 'k', merchantName: 'A', merchantCity: 'B', amountMinor: 100, txid: 'T1' };
    expect(() => pixBrCode({ ...charge, amountMinor: 0 })).toThrow(RangeError);
    expect(() => pixBrCode({ ...charge, amountMinor: 1.5 })).toThrow(RangeError);
    expect(() => pixBrCode({ ...charge, txid: 'has space' })).toThrow(RangeError);
    expect(() => pixBrCode({ ...charge, key: 'x'.repeat(80) })).toThrow(RangeError);
  });
});

describe('a VietQR code', () => {
  it('names the bank by its NAPAS BIN, the account, the amount in dong and the transfer note', () => {
    const code = vietQr({
      bankBin: '970436',
      accountNumber: '0011004123456',
      amountMinor: 150_000,
      note: 'Nạp tiền D2611290001',
    });
    const fields = readEmv(code)!;
    expect(fields.get('53')).toBe('704');
    expect(fields.get('54')).toBe('150000');
    expect(fields.get('58')).toBe('VN');
    const account = readTemplate(fields.get('38')!)!;
    expect(account.get('00')).toBe('A000000727');
    expect(account.get('02')).toBe('QRIBFTTA');
    expect(Object.fromEntries(readTemplate(account.get('01')!)!)).toEqual({ '00': '970436', '01': '0011004123456' });
    expect(readTemplate(fields.get('62')!)?.get('08')).toBe('Nap tien D2611290001');
  });

  it('refuses a bank that is not a BIN and an account with other characters', () => {
    const transfer = { bankBin: '970436', accountNumber: '001', amountMinor: 1000, note: 'x' };
    expect(() => vietQr({ ...transfer, bankBin: 'VCB' })).toThrow(RangeError);
    expect(() => vietQr({ ...transfer, accountNumber: '001-22' })).toThrow(RangeError);
  });
});
