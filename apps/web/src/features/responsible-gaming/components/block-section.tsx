import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RG_BREAKS, RG_EXCLUSIONS, type RgBlockPayload } from '@portal/shared/contracts/responsible-gaming';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useBlock } from '../api/rg';
import { RgError, RgSection } from './rg-section';
import '../../../ui/patterns.css';

type Kind = RgBlockPayload['kind'];

/** A break or a self-exclusion: the length, the password, then a last confirmation. */
function BlockForm({ kind, onBlocked }: { kind: Kind; onBlocked(): void }) {
  const { t } = useTranslation('responsible-gaming');
  const block = useBlock();
  const options = kind === 'timeout' ? RG_BREAKS : RG_EXCLUSIONS;
  const [duration, setDuration] = useState<string>(options[0]);
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `rg-${kind}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(password ? null : t('errors.password'));
    if (password) setAsking(true);
  };
  const confirm = () =>
    block.mutate({ kind, duration, password } as RgBlockPayload, {
      onSuccess: () => {
        setAsking(false);
        onBlocked();
      },
      onError: (e) => {
        setAsking(false);
        setError(e instanceof ApiError ? e.message : t('errors.network'));
      },
    });

  return (
    <form className="rg-block surface-card" noValidate onSubmit={submit} data-testid={`${id}-form`}>
      <h5 className="rg-kind__title">{t(`block.${kind}.title`)}</h5>
      <p className="rg-kind__hint">{t(`block.${kind}.hint`)}</p>
      <label className="rg-field sunken-field">
        <span>{t('block.length')}</span>
        <select className="rg-input" value={duration} onChange={(event) => setDuration(event.target.value)}>
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
          value={password}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <RgError error={error} />
      <Button type="submit" variant={kind === 'timeout' ? 'primary' : 'danger'} disabled={block.isPending}>
        {t(`block.${kind}.submit`)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(`block.${kind}.confirmTitle`)}
        message={t(`block.${kind}.confirmMessage`, { duration: t(`durations.${duration}`) })}
        confirmLabel={t(`block.${kind}.submit`)}
        cancelLabel={t('cancel')}
        tone={kind === 'timeout' ? 'primary' : 'danger'}
        busy={block.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
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
