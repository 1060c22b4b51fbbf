import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from './api-client';
import {
  amountIssue,
  amountValue,
  keepsIdempotencyKey,
  newIdempotencyKey,
  type AmountIssue,
  type AmountRules,
} from './money-form';

export type TransferErrors = Partial<Record<'amount' | 'paymentPassword' | 'form', string>>;

interface Callbacks<R> {
  onSuccess(result: R): void;
  onError(error: Error): void;
}

export interface PasswordTransferOptions<R> {
  /** What the amount is checked against (decimals, the balance as a ceiling). */
  rules: AmountRules;
  /** Names the flow in the Idempotency-Key. */
  keyPrefix?: string;
  texts: {
    amountIssue(issue: AmountIssue): string;
    /** The payment password is six digits. */
    passwordRule: string;
    /** The member has no payment password yet. */
    noPassword: string;
    /** Other refusal codes of this transfer, as the form's message. */
    refusals?: Partial<Record<string, string>>;
  };
  /** Sends the transfer of a checked amount with its password and key. */
  send(transfer: { amount: number; paymentPassword: string; key: string }, callbacks: Callbacks<R>): void;
  /** The line that confirms a transfer. */
  doneText(result: R): string;
  busy: boolean;
}

/**
 * A money transfer confirmed by the payment password (to a downline, to the upline): the amount
 * and password fields, their checks, and the server's refusals under the field they concern. One
 * Idempotency-Key per submission, kept only when the answer was lost (a retry must not move the
 * money twice); any edit starts a new submission.
 */
export function usePasswordTransfer<R>({ rules, keyPrefix, texts, send, doneText, busy }: PasswordTransferOptions<R>) {
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TransferErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const edited = () => {
    key.current = null;
    setErrors({});
    setDone(null);
  };
  const reset = () => {
    edited();
    setAmount('');
    setPassword('');
  };

  const refused = (error: Error) => {
    if (!keepsIdempotencyKey(error)) key.current = null;
    if (!(error instanceof ApiError)) return setErrors({ form: error.message });
    if (error.code === 'PAYMENT_PASSWORD_NOT_SET') setErrors({ form: texts.noPassword });
    else if (error.code.startsWith('PAYMENT_PASSWORD')) setErrors({ paymentPassword: error.message });
    else if (error.code === 'INSUFFICIENT_FUNDS') setErrors({ amount: texts.amountIssue('balance') });
    else setErrors({ form: texts.refusals?.[error.code] ?? error.message });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = amountIssue(amount, rules);
    const next: TransferErrors = {
      amount: issue ? texts.amountIssue(issue) : undefined,
      paymentPassword: /^\d{6}$/.test(password) ? undefined : texts.passwordRule,
    };
    setErrors(next);
    if (next.amount || next.paymentPassword || busy) return;
    key.current ??= newIdempotencyKey(keyPrefix);
    send(
      { amount: amountValue(amount), paymentPassword: password, key: key.current },
      {
        onSuccess: (result) => {
          key.current = null;
          setAmount('');
          setPassword('');
          setDone(doneText(result));
        },
        onError: refused,
      },
    );
  };

  return {
    amount,
    password,
    errors,
    done,
    setAmount: (value: string) => {
      setAmount(value);
      edited();
    },
    setPassword: (value: string) => {
      setPassword(value);
      edited();
    },
    submit,
    reset,
  };
}
