import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../ui/chip-group';
import { AddBankAccountForm } from './add-bank-account-form';
import { AddPixKeyForm } from './add-pix-key-form';
import type { AddPayeeProps } from './payee-parts';

type Kind = 'pix' | 'bank';
const KINDS: readonly Kind[] = ['pix', 'bank'];

/** A new payee: a PIX key or a bank account where the brand pays PIX (BRL), else a bank account. */
export function AddPayeeForm(props: AddPayeeProps) {
  const { t } = useTranslation('withdraw');
  // Brazilian players are paid by PIX first: it arrives in seconds, any day.
  const [kind, setKind] = useState<Kind>(props.accounts.pix ? 'pix' : 'bank');
  return (
    <>
      {props.accounts.pix ? (
        <ChipGroup
          kind="radio"
          label={t('payee.kind')}
          options={KINDS}
          value={kind}
          onChange={setKind}
          text={(option) => t(`payee.${option}`)}
          testId={(option) => `payee-kind-${option}`}
        />
      ) : null}
      {kind === 'pix' ? <AddPixKeyForm {...props} /> : <AddBankAccountForm {...props} />}
    </>
  );
}
