import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { registerDownlineSchema } from '@portal/shared/contracts/agents';
import { MEMBER_TYPE, AGENT_TYPES } from '@portal/shared/constants';
import { checkField } from '@portal/shared/validation-rules';
import { ApiError } from '../../../lib/api-client';
import { issueMessage, ruleHint, serverFieldIssues } from '../../../lib/field-messages';
import { formResolver, type FieldIssueCodes } from '../../../lib/form-resolver';
import { useRegisterSettings } from '../../auth';
import { FormOutcome, SubmitButton } from '../../../ui/form/form-outcome';
import { useRegisterDownline } from '../api/downlines';
import { ShareCard, type AgentShare } from '../components/share-card';
import { AGENT_OUTCOME, AgentTextField } from '../components/agent-input';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';
import { isIssueCode } from '../../../ui/form/issue-text';

const TYPES = [0, ...AGENT_TYPES] as const;

interface DownlineValues {
  username: string;
  password: string;
  confirm: string;
  type: number;
}
type Downline = z.output<typeof registerDownlineSchema>;

/** The route's schema on the boxes: the confirmation is the form's own. */
const downlineSchema: z.ZodType<Downline, DownlineValues> = z
  .custom<DownlineValues>()
  .transform(({ username, password, type }) => ({ username, password, type }))
  .pipe(registerDownlineSchema);

/** A brand rule's issue, told in the sign-up form's words (the schema's own get this page's). */
const RULE = 'rule:';
const CONFIRM = 'CONFIRM';
const TAKEN = 'TAKEN';
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
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const form = useForm<DownlineValues, unknown, Downline>({
    defaultValues: { username: '', password: '', confirm: '', type: 0 },
    // An answer stays until the next edit, which clears them all (below); no check while typing.
    reValidateMode: 'onSubmit',
    // The brand's rules first, in the words the sign-up form uses; the schema's bounds after.
    resolver: formResolver(
      downlineSchema,
      (values) => {
        const issues: FieldIssueCodes = {};
        for (const field of ['username', 'password'] as const) {
          const rule = rules?.[field];
          const issue = rule ? checkField(rule, field === 'username' ? values[field].trim() : values[field]) : null;
          if (issue) issues[field] = RULE + issue;
        }
        if (values.confirm !== values.password) issues.confirm = CONFIRM;
        return issues;
      },
      { extraFirst: true },
    ),
  });

  /** An issue in words: a brand rule's pattern sentence, this page's own, or the server's sentence. */
  const sayFor = (field: 'username' | 'password' | 'confirm') => (code: string) => {
    if (code.startsWith(RULE)) return issueMessage(ta, code.slice(RULE.length), rules?.[field as 'username']);
    if (code === CONFIRM) return t('register.errors.confirm');
    if (code === TAKEN) return t('register.errors.taken');
    return isIssueCode(code) ? t(`register.errors.${field === 'confirm' ? 'confirm' : field}`) : code;
  };

  const submit = (body: Downline) => {
    if (register.isPending) return;
    register.mutate(body, {
      onSuccess: (downline) => {
        setDone(
          t('register.done', {
            username: downline.username,
            type:
              downline.type === MEMBER_TYPE.player ? t('types.player') : t(`common:agentTypes.${downline.type}.name`),
          }),
        );
        form.reset({ ...form.getValues(), username: '', password: '', confirm: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'USER_EXISTS') {
          return form.setError('username', { type: 'server', message: TAKEN });
        }
        // The brand's own username and password rules: the server names the field and says why.
        const fields = serverFieldIssues(error);
        if (fields?.username || fields?.password) {
          if (fields.username) form.setError('username', { type: 'server', message: error.message });
          if (fields.password) form.setError('password', { type: 'server', message: error.message });
        } else setFormError(error.message);
      },
    });
  };
  /** Any edit: the last answer and every message cleared. */
  const { control, watch, clearErrors } = form;
  const edited = useCallback(() => {
    clearErrors();
    setFormError(null);
    setDone(null);
  }, [clearErrors]);
  // Typing in a box is an edit too.
  useEffect(() => {
    const watching = watch((_, { type }) => {
      if (type === 'change') edited();
    });
    return () => watching.unsubscribe();
  }, [watch, edited]);

  return (
    <div className="agent-page" data-testid="agent-register">
      <form
        className="agent-card agent-form surface-card"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <p className="agent-muted">{t('register.intro')}</p>
        <label className="agent-field">
          <span>{t('register.type')}</span>
          <select
            className="sunken-input"
            value={form.watch('type')}
            data-testid="agent-register-type"
            onChange={(e) => {
              form.setValue('type', Number(e.target.value));
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
        <AgentTextField
          control={control}
          name="username"
          say={sayFor('username')}
          label={t('register.username')}
          autoComplete="off"
          maxLength={16}
          hint={hint('username')}
          data-testid="agent-register-username"
        />
        <AgentTextField
          control={control}
          name="password"
          say={sayFor('password')}
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={hint('password')}
          data-testid="agent-register-password"
        />
        <AgentTextField
          control={control}
          name="confirm"
          say={sayFor('confirm')}
          label={t('register.confirm')}
          type="password"
          autoComplete="new-password"
          data-testid="agent-register-confirm"
        />
        <FormOutcome
          {...AGENT_OUTCOME}
          failure={formError}
          done={
            done && (
              <>
                {done}{' '}
                <button type="button" className="agent-link link-button" onClick={onRegistered}>
                  {t('register.seeTeam')}
                </button>
              </>
            )
          }
          testId="agent-register"
        />
        <SubmitButton busy={register.isPending} busyLabel={t('working')} data-testid="agent-register-submit">
          {t('register.submit')}
        </SubmitButton>
      </form>
      <ShareCard share={share} />
    </div>
  );
}
