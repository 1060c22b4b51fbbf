import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerDownlineSchema } from '@portal/shared/contracts/agents';
import { MEMBER_TYPE, AGENT_TYPES } from '@portal/shared/constants';
import { checkField } from '@portal/shared/validation-rules';
import { ApiError } from '../../../lib/api-client';
import { issueMessage, ruleHint } from '../../../lib/field-messages';
import { useRegisterSettings } from '../../auth';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useRegisterDownline } from '../api/downlines';
import { ShareCard, type AgentShare } from '../components/share-card';
import { AgentInput } from '../components/agent-input';
import '../../../ui/patterns.css';

type Field = 'username' | 'password' | 'confirm' | 'type' | 'form';
const TYPES = [0, ...AGENT_TYPES] as const;

/**
 * Register account: a player or an agent account opened under the agent (checked with the
 * contract's schema, as the server checks it), and the affiliate link for people who sign up
 * on their own.
 */
export function RegisterPage({ share, onRegistered }: { share: AgentShare | null; onRegistered(): void }) {
  const { t } = useTranslation('agents');
  const { t: ta } = useTranslation('auth');
  const register = useRegisterDownline();
  // The hints and checks follow the brand's sign-up rules, which the server applies to a downline too.
  const rules = useRegisterSettings().data?.rules;
  const hint = (field: 'username' | 'password') => {
    const rule = rules?.[field];
    return rule ? ruleHint(ta, rule) : '';
  };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [type, setType] = useState<number>(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerDownlineSchema.safeParse({ username, password, type });
    const next: Partial<Record<Field, string>> = {};
    // The brand's rules first, in the words the sign-up form uses; the schema's bounds after.
    for (const [field, value] of [
      ['username', username],
      ['password', password],
    ] as const) {
      const rule = rules?.[field];
      const issue = rule ? checkField(rule, field === 'username' ? value.trim() : value) : null;
      if (rule && issue) next[field] = issueMessage(ta, issue, rule);
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= t(
          `register.errors.${field === 'username' ? 'username' : field === 'password' ? 'password' : 'type'}`,
        );
      }
    }
    if (confirm !== password) next.confirm = t('register.errors.confirm');
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0 || register.isPending) return;
    register.mutate(parsed.data, {
      onSuccess: (downline) => {
        setDone(
          t('register.done', {
            username: downline.username,
            type:
              downline.type === MEMBER_TYPE.player ? t('types.player') : t(`common:agentTypes.${downline.type}.name`),
          }),
        );
        setUsername('');
        setPassword('');
        setConfirm('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'USER_EXISTS') {
          return setErrors({ username: t('register.errors.taken') });
        }
        // The brand's own username and password rules: the server names the field and says why.
        const value = error instanceof ApiError ? (error.value as { fields?: Record<string, string> } | null) : null;
        const fields = value?.fields;
        if (fields?.username || fields?.password) {
          setErrors({
            username: fields.username ? error.message : undefined,
            password: fields.password ? error.message : undefined,
          });
        } else setErrors({ form: error.message });
      },
    });
  };
  const edited = () => {
    setErrors({});
    setDone(null);
  };
  /** A field's change: its new value, and the last answer cleared. */
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    edited();
  };

  return (
    <div className="agent-page" data-testid="agent-register">
      <form className="agent-card agent-form surface-card" noValidate onSubmit={submit}>
        <p className="agent-muted">{t('register.intro')}</p>
        <label className="agent-field">
          <span>{t('register.type')}</span>
          <select
            className="sunken-input"
            value={type}
            data-testid="agent-register-type"
            onChange={(e) => {
              setType(Number(e.target.value));
              edited();
            }}
          >
            {TYPES.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? t('types.player') : t(`common:agentTypes.${value}.name`)}
              </option>
            ))}
          </select>
        </label>
        <AgentInput
          label={t('register.username')}
          autoComplete="off"
          value={username}
          maxLength={16}
          hint={hint('username')}
          error={errors.username}
          data-testid="agent-register-username"
          onValue={typed(setUsername)}
        />
        <AgentInput
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          hint={hint('password')}
          error={errors.password}
          data-testid="agent-register-password"
          onValue={typed(setPassword)}
        />
        <AgentInput
          label={t('register.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          data-testid="agent-register-confirm"
          onValue={typed(setConfirm)}
        />
        {errors.form ? (
          <p className="agent-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        {done ? (
          <p className="agent-done" role="status" data-testid="agent-register-done">
            {done}{' '}
            <button type="button" className="agent-link link-button" onClick={onRegistered}>
              {t('register.seeTeam')}
            </button>
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={register.isPending} data-testid="agent-register-submit">
          {register.isPending ? <Spinner size={14} label={t('working')} /> : null}
          {t('register.submit')}
        </Button>
      </form>
      <ShareCard share={share} />
    </div>
  );
}
