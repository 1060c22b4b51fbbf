import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { INHOUSE_GAMES } from '@portal/shared/contracts/seamless';
import { formResolver } from '../../../lib/form-resolver';
import { Button } from '../../../ui/button';
import { MoneyText } from '../../../ui/money-text';
import { PlayerTextField, setServerIssues, type PlayerFieldProps } from '../../../ui/form/player-fields';
import { PlayerSelect } from '../../../ui/form/player-select';
import { useVerifyRound } from '../api/verify-round';
import { draftFromLink, verifyDraftSchema, type VerifyDraft } from '../lib/verify-draft';
import { ErrorText } from './error-text';
import { RoundOutcome } from './outcome-views';
import './studio.css';

type VerifyBody = z.output<typeof verifyDraftSchema>;
const resolver = formResolver(verifyDraftSchema);
/** The fields a refusal may name that the form shows. */
const FIELDS = ['serverSeed', 'clientSeed', 'nonce', 'variant', 'reveals'];

/**
 * /fair: anyone recomputes a round from its seeds, without an account. A link from a round's
 * replay fills the form and checks it at once; the hash of the seed is compared with the one
 * shown before play.
 */
export function VerifyPage({ decimals }: { decimals: number }) {
  const { t } = useTranslation('studio');
  const [search] = useSearchParams();
  const stake = search.get('stake');
  const expectedHash = search.get('hash');
  const verify = useVerifyRound();
  const [onFields, setOnFields] = useState(false);
  const form = useForm<VerifyDraft, unknown, VerifyBody>({ defaultValues: draftFromLink(search), resolver });
  const { control } = form;
  const game = useWatch({ control, name: 'game' });

  const send = (body: VerifyBody) => {
    setOnFields(false);
    verify.mutate(
      // The stake comes only from a round's link, as the round had it: the server checks it.
      { ...body, ...(stake && /^\d+$/.test(stake) ? { stakeMinor: Number(stake) } : {}) },
      { onError: (error) => setOnFields(setServerIssues(error, form.setError, FIELDS)) },
    );
  };
  const submit = (event?: FormEvent) => void form.handleSubmit(send)(event);

  // A link with seeds checks at once (the replay's "verify" link).
  const checkedOnce = useRef(false);
  useEffect(() => {
    if (checkedOnce.current || !search.get('serverSeed')) return;
    checkedOnce.current = true;
    submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the values the link gave
  }, []);

  /** A box of the form, blank until typed unless `more` gives it a placeholder. */
  const box = (name: FieldPath<VerifyDraft>, label: string, more?: Partial<PlayerFieldProps<VerifyDraft>>) => (
    <PlayerTextField control={control} name={name} label={label} placeholder="" {...more} />
  );
  const result = verify.data;
  return (
    <main className="page studio-verify" data-testid="fair-page">
      <h1>{t('verify.title')}</h1>
      <p className="studio-muted">{t('verify.explain')}</p>
      <form className="studio-verify__form" noValidate onSubmit={submit}>
        <PlayerSelect
          control={control}
          name="game"
          label={t('verify.game')}
          options={INHOUSE_GAMES}
          text={(g) => t(`games.${g}`)}
          testId="verify-game"
        />
        {box('serverSeed', t('fair.serverSeed'))}
        {box('clientSeed', t('fair.clientSeed'))}
        {box('nonce', t('fair.nonce'), { inputMode: 'numeric' })}
        {box('variant', t('verify.variant'), { placeholder: t('verify.variantDefault'), maxLength: 20 })}
        {game === 'dice' && (
          <>
            {box('params.target', t('verify.target'), { inputMode: 'numeric' })}
            <PlayerSelect
              control={control}
              name="params.direction"
              label={t('dice.direction')}
              options={['under', 'over']}
              text={(d) => t(`dice.${d}`)}
            />
          </>
        )}
        {game === 'baccarat' && (
          <PlayerSelect
            control={control}
            name="params.bet"
            label={t('baccarat.bet')}
            options={['player', 'banker', 'tie']}
            text={(b) => t(`baccarat.${b}`)}
          />
        )}
        {game === 'mines' && (
          <>
            {box('params.mines', t('mines.count'), { inputMode: 'numeric' })}
            {box('reveals', t('verify.reveals'))}
          </>
        )}
        <Button type="submit" variant="primary" disabled={verify.isPending} data-testid="verify-submit">
          {t('verify.submit')}
        </Button>
      </form>
      {!onFields && <ErrorText error={verify.error} />}
      {result && (
        <section className="studio-panel" data-testid="verify-result">
          <dl className="studio-seeds">
            <dt>{t('fair.serverSeedHash')}</dt>
            <dd className="studio-mono" data-testid="verify-hash">
              {result.serverSeedHash}
            </dd>
          </dl>
          {expectedHash && (
            <p
              className={expectedHash === result.serverSeedHash ? 'studio-win' : 'studio-error'}
              data-testid="verify-hash-check"
              data-match={expectedHash === result.serverSeedHash}
            >
              {expectedHash === result.serverSeedHash ? t('verify.hashMatches') : t('verify.hashDiffers')}
            </p>
          )}
          <RoundOutcome
            game={result.game}
            outcome={result.outcome}
            reveals={(result.outcome.reveals as number[]) ?? []}
          />
          <p data-testid="verify-multiplier">
            {t('verify.multiplier', { value: (result.multiplierNum / result.multiplierDen).toFixed(4) })}
          </p>
          {result.payoutMinor !== null && (
            <p data-testid="verify-payout" data-minor={result.payoutMinor}>
              {t('win')}: <MoneyText minor={result.payoutMinor} decimals={decimals} />
            </p>
          )}
        </section>
      )}
    </main>
  );
}
