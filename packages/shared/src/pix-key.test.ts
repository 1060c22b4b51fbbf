import { describe, expect, it } from 'vitest';
import { maskPixKey, maskPixKeyInput, parsePixKey, samePersonName } from './pix-key.ts';

describe('PIX keys', () => {
  it('reads a CPF key by its check digits, with or without punctuation', () => {
    expect(parsePixKey('cpf', '529.982.247-25')).toEqual({ ok: true, key: '52998224725' });
    expect(parsePixKey('cpf', '529.982.247-24')).toEqual({ ok: false, issue: 'INVALID_VALUE' });
    expect(parsePixKey('cpf', '111.111.111-11')).toEqual({ ok: false, issue: 'INVALID_VALUE' });
    expect(parsePixKey('cpf', '5299822472')).toEqual({ ok: false, issue: 'PATTERN_MISMATCH' });
    expect(parsePixKey('cpf', '  ')).toEqual({ ok: false, issue: 'REQUIRED' });
  });

  it('writes a Brazilian mobile as +55, area code and nine digits, however it was typed', () => {
    for (const typed of ['(11) 98765-4321', '+55 11 98765-4321', '5511987654321', '011987654321']) {
      expect(parsePixKey('phone', typed)).toEqual({ ok: true, key: '+5511987654321' });
    }
    // A landline, a foreign number, an area code with 0, too short.
    for (const typed of ['(11) 3456-7890', '+1 415 555 2671', '(01) 98765-4321', '98765-4321']) {
      expect(parsePixKey('phone', typed)).toEqual({ ok: false, issue: 'PATTERN_MISMATCH' });
    }
  });

  it('takes an e-mail in lower case up to 77 characters, and a random key as a UUID', () => {
    expect(parsePixKey('email', ' Ana.Souza@Exemplo.com.br ')).toEqual({ ok: true, key: 'ana.souza@exemplo.com.br' });
    expect(parsePixKey('email', 'ana@')).toEqual({ ok: false, issue: 'PATTERN_MISMATCH' });
    expect(parsePixKey('email', `${'a'.repeat(71)}@ex.com`)).toEqual({ ok: false, issue: 'PATTERN_MISMATCH' });
    expect(parsePixKey('evp', '123E4567-E89B-12D3-A456-426614174000')).toEqual({
      ok: true,
      key: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(parsePixKey('evp', '123e4567e89b12d3a456426614174000')).toEqual({ ok: false, issue: 'PATTERN_MISMATCH' });
  });

  it('masks keys on the player pages and while typing', () => {
    expect(maskPixKey('cpf', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('phone', '+5511987654321')).toBe('+55 (11) *****-4321');
    expect(maskPixKey('email', 'ana.souza@exemplo.com.br')).toBe('a***@exemplo.com.br');
    expect(maskPixKey('evp', '123e4567-e89b-12d3-a456-426614174000')).toBe('****…4000');
    expect(maskPixKeyInput('cpf', '5299822')).toBe('529.982.2');
    expect(maskPixKeyInput('cpf', '52998224725999')).toBe('529.982.247-25');
    expect(maskPixKeyInput('phone', '1198765')).toBe('(11) 98765');
    expect(maskPixKeyInput('phone', '11987654321')).toBe('(11) 98765-4321');
    expect(maskPixKeyInput('email', 'A@b')).toBe('A@b');
  });

  it('compares holder names without accents, case or extra spaces', () => {
    expect(samePersonName('João  da Conceição', 'joao da conceicao')).toBe(true);
    expect(samePersonName('Ana Souza', 'Ana Sousa')).toBe(false);
  });
});
