import { describe, expect, it } from 'vitest';
import type { KycDocument, KycDocumentKind } from '@portal/shared/contracts/kyc';
import { missingFor, precheckFile, sizeText, submittableLevel, targetLevel } from './kyc-view.ts';

const doc = (kind: KycDocumentKind, id = 1): KycDocument => ({
  id,
  kind,
  contentType: 'image/png',
  fileName: `${kind}.png`,
  sizeBytes: 1000,
  createdAt: '2026-11-28T10:00:00Z',
});
const identity = [doc('id_front'), doc('id_back'), doc('selfie')];
const MB = 1024 * 1024;

describe('the Verification page logic', () => {
  it('submits the highest level whose documents are all there, not while one waits or is verified', () => {
    expect(submittableLevel({ state: 'none', verifiedLevel: 0, documents: [doc('id_front')] })).toBeNull();
    expect(submittableLevel({ state: 'none', verifiedLevel: 0, documents: identity })).toBe(1);
    expect(
      submittableLevel({ state: 'rejected', verifiedLevel: 0, documents: [...identity, doc('proof_of_address')] }),
    ).toBe(2);
    expect(submittableLevel({ state: 'pending', verifiedLevel: 0, documents: identity })).toBeNull();
    expect(submittableLevel({ state: 'verified', verifiedLevel: 1, documents: identity })).toBeNull();
    expect(
      submittableLevel({ state: 'verified', verifiedLevel: 1, documents: [...identity, doc('proof_of_address')] }),
    ).toBe(2);
    expect(
      submittableLevel({ state: 'verified', verifiedLevel: 2, documents: [...identity, doc('proof_of_address')] }),
    ).toBeNull();
  });

  it('lists what a level lacks and which level comes next', () => {
    expect(missingFor(1, [doc('id_back')])).toEqual(['id_front', 'selfie']);
    expect(missingFor(2, identity)).toEqual(['proof_of_address']);
    expect([targetLevel(0), targetLevel(1), targetLevel(2)]).toEqual([1, 2, null]);
  });

  it('spares an upload of a file too big or of another type; the server still judges the bytes', () => {
    expect(precheckFile({ name: 'id.jpg', size: MB, type: 'image/jpeg' }, 8 * MB)).toBeNull();
    expect(precheckFile({ name: 'bill.pdf', size: MB, type: 'application/pdf' }, 8 * MB)).toBeNull();
    expect(precheckFile({ name: 'scan.PDF', size: MB, type: '' }, 8 * MB)).toBeNull();
    expect(precheckFile({ name: 'id.gif', size: MB, type: 'image/gif' }, 8 * MB)).toBe('INVALID_TYPE');
    expect(precheckFile({ name: 'empty.png', size: 0, type: 'image/png' }, 8 * MB)).toBe('INVALID_TYPE');
    expect(precheckFile({ name: 'huge.png', size: 8 * MB + 1, type: 'image/png' }, 8 * MB)).toBe('TOO_BIG');
  });

  it('tells sizes in KB and MB', () => {
    expect(sizeText(820 * 1024)).toBe('820 KB');
    expect(sizeText(1.5 * MB)).toBe('1.5 MB');
    expect(sizeText(10)).toBe('1 KB');
  });
});
