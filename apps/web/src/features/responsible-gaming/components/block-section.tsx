import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  RG_BREAKS,
  RG_EXCLUSIONS,
  rgBlockSchema,
  type RgBlockPayload,
} from '@portal/shared/contracts/responsible-gaming';
import { ApiError } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { setServerIssues } from '../../../ui/form/player-fields';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useBlock } from '../api/rg';
import { RgError, RgSection } from './rg-section';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

type Kind = RgBlockPayload['kind'];

interface BlockValues {
  duration: string;
  password: string;
}

/** The form's length and password as the body POST /wps/rg/block parses. */
const blockForm = (kind: Kind) =>
  z
    .object({ duration: z.string(), password: z.string() })
    .transform((values) => ({ kind, ...values }))
    .pipe(rgBlockSchema);

/** A break or a self-exclusion: the length, the password, then a last confirmation. */
function BlockForm({ kind, onBlocked }: { kind: Kind; onBlocked(): void }) {
  const { t } = useTranslation('responsible-gaming');
  const block = useBlock();
  const options = kind === 'timeout' ? RG_BREAKS : RG_EXCLUSIONS;
  const schema = useMemo(() => blockForm(kind), [kind]);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<BlockValues, unknown, RgBlockPayload>({
    resolver: formResolver(schema),
    defaultValues: { duration: options[0], password: '' },
  });
  const [asking, setAsking] = useState<RgBlockPayload | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = `rg-${kind}`;
  const invalid = Boolean(formState.errors.password ?? formState.errors.duration);
  const error = invalid ? t('errors.password') : failure;

  const confirm = () => {
    if (!asking) return;
    block.mutate(asking, {
      onSuccess: () => {
        setAsking(null);
        onBlocked();
      },
      onError: (e) => {
        setAsking(null);
        if (!setServerIssues(e, setError, ['password']))
          setFailure(e instanceof ApiError ? e.message : t('errors.network'));
      },
    });
  };

  return (
    <form
      className="rg-block surface-card"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit(setAsking, () => setFocus('password'))(event);
      }}
      data-testid={`${id}-form`}
    >
      <h5 className="rg-kind__title">{t(`block.${kind}.title`)}</h5>
      <p className="rg-kind__hint">{t(`block.${kind}.hint`)}</p>
      <label className="rg-field sunken-field">
        <span>{t('block.length')}</span>
        <select className="rg-input" {...register('duration')}>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`durations.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="rg-field">
        <span>{t('block.password')}</span>
        <input
          className="rg-input sunken-input"
          type="password"
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          {...register('password')}
        />
      </label>
      <RgError error={error} />
      <Button type="submit" variant={kind === 'timeout' ? 'primary' : 'danger'} disabled={block.isPending}>
        {t(`block.${kind}.submit`)}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={t(`block.${kind}.confirmTitle`)}
        message={t(`block.${kind}.confirmMessage`, { duration: t(`durations.${asking?.duration ?? options[0]}`) })}
        confirmLabel={t(`block.${kind}.submit`)}
        cancelLabel={t('cancel')}
        tone={kind === 'timeout' ? 'primary' : 'danger'}
        busy={block.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}

/** Take a break or self-exclude: every session ends at once and sign-in opens only a cash-out. */
export function BlockSection({ onBlocked }: { onBlocked(): void }) {
  const { t } = useTranslation('responsible-gaming');
  return (
    <RgSection id="rg-block-title" title={t('block.title')}>
      <div className="rg-kinds rg-kinds--two">
        <BlockForm kind="timeout" onBlocked={onBlocked} />
        <BlockForm kind="self_exclusion" onBlocked={onBlocked} />
      </div>
    </RgSection>
  );
}
