import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerChannel } from '@portal/shared/contracts/deposits';
import { Button } from '../../../ui/button';

/** The account a bank transfer goes to, as the operator set it, with the number to copy. */
export function BankDetails({ bank }: { bank: NonNullable<PlayerChannel['bank']> }) {
  const { t } = useTranslation('deposit');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(bank.accountNumber).then(() => setCopied(true));
  };
  return (
    <div className="deposit-bank" data-testid="deposit-bank">
      <dl className="deposit-bank__list">
        <dt>{t('bank.bankName')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('bank.accountName')}</dt>
        <dd>{bank.accountName}</dd>
        <dt>{t('bank.accountNumber')}</dt>
        <dd className="deposit-bank__number">
          <span data-testid="deposit-bank-number">{bank.accountNumber}</span>
          <Button size="sm" variant="ghost" onClick={copy}>
            {copied ? t('bank.copied') : t('bank.copy')}
          </Button>
        </dd>
      </dl>
      {bank.instructions ? <p className="deposit-bank__note">{bank.instructions}</p> : null}
    </div>
  );
}
