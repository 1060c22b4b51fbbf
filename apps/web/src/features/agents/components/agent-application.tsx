import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import {
  AGENT_APPLICATION_MESSAGE,
  AGENT_TYPES,
  agentApplicationRequestSchema,
  type AgentApplication,
  type AgentApplicationRequest,
} from '@portal/shared/contracts/agents';
import { isAgentMemberType } from '@portal/shared/constants';
import { ApiError } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { setServerIssues } from '../../../ui/form/player-fields';
import { Button } from '../../../ui/button';
import { LoadState } from '../../../ui/load-state';
import { SubmitButton } from '../../../ui/form/form-outcome';
import { useApplyForAgent, useMyApplication } from '../api/application';
import './agent-application.css';
import '../../../ui/patterns.css';
import '../../../ui/sunken-states.css';

interface AgentApplicationProps {
  token: string | null;
  /** The member's type from member info (null signed out or while it loads). */
  memberType: number | null;
  onLogin(): void;
  onRegister(): void;
  onOpenAgentCenter(): void;
}

/**
 * The agent programme as a member meets it (decision 051): how it works, the agent types in
 * words, and the way in — sign in, apply with a few words, see the operator's answer here. An
 * agent is sent to the agent center instead.
 */
export function AgentProgramme(props: AgentApplicationProps) {
  const { t } = useTranslation('agents');
  return (
    <div className="agent-programme" data-testid="agent-programme">
      <ol className="agent-programme__steps plain-list">
        {(['apply', 'review', 'build'] as const).map((step, index) => (
          <li key={step} className="agent-programme__step surface-card">
            <span className="agent-programme__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <strong>{t(`programme.steps.${step}.title`)}</strong>
              <p>{t(`programme.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <AgentTypeList />
      <section className="agent-programme__card surface-card" aria-labelledby="agent-apply-title">
        <h2 id="agent-apply-title" className="agent-programme__title">
          {t('programme.applyTitle')}
        </h2>
        <ApplyState {...props} />
      </section>
    </div>
  );
}

/** The four agent types by name and what each is for; the same tools for all. */
export function AgentTypeList() {
  const { t } = useTranslation('common');
  return (
    <section className="agent-programme__card surface-card" aria-labelledby="agent-types-title">
      <h2 id="agent-types-title" className="agent-programme__title">
        {t('agents:programme.typesTitle')}
      </h2>
      <dl className="agent-programme__types">
        {AGENT_TYPES.map((type) => (
          <div key={type} className="agent-programme__type" data-testid={`agent-type-${type}`}>
            <dt>{t(`agentTypes.${type}.name`)}</dt>
            <dd>{t(`agentTypes.${type}.hint`)}</dd>
          </div>
        ))}
      </dl>
      <p className="agent-programme__muted">{t('agentTypes.same')}</p>
    </section>
  );
}

function ApplyState({ token, memberType, onLogin, onRegister, onOpenAgentCenter }: AgentApplicationProps) {
  const { t } = useTranslation('agents');
  const application = useMyApplication(token);
  if (token === null) {
    return (
      <div className="agent-programme__actions">
        <p>{t('programme.signInFirst')}</p>
        <Button variant="primary" data-testid="agent-apply-register" onClick={onRegister}>
          {t('programme.register')}
        </Button>
        <Button variant="ghost" data-testid="agent-apply-login" onClick={onLogin}>
          {t('programme.login')}
        </Button>
      </div>
    );
  }
  if (memberType !== null && isAgentMemberType(memberType)) {
    return (
      <div className="agent-programme__actions" data-testid="agent-apply-agent">
        <p>{t('programme.youAreAgent', { type: t(`common:agentTypes.${memberType}.name`) })}</p>
        <Button variant="primary" data-testid="agent-apply-open-center" onClick={onOpenAgentCenter}>
          {t('programme.openCenter')}
        </Button>
      </div>
    );
  }
  return (
    <LoadState query={application}>
      {(latest) =>
        latest?.status === 'pending' ? (
          <Pending application={latest} />
        ) : (
          <>
            {latest?.status === 'rejected' ? (
              <p className="agent-programme__refused" role="status" data-testid="agent-apply-rejected">
                {t('programme.rejected', { reason: latest.rejectReason })}
              </p>
            ) : null}
            {memberType === null ? null : <ApplyForm />}
          </>
        )
      }
    </LoadState>
  );
}

function Pending({ application }: { application: AgentApplication }) {
  const { t, i18n } = useTranslation('agents');
  return (
    <div className="agent-programme__pending" role="status" data-testid="agent-apply-pending">
      <p>
        <strong>{t('programme.pendingTitle')}</strong>
      </p>
      <p>
        {t('programme.pending', {
          date: new Date(application.createdAt).toLocaleString(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }),
        })}
      </p>
      <blockquote className="agent-programme__quote">{application.message}</blockquote>
    </div>
  );
}

function ApplyForm() {
  const { t } = useTranslation('agents');
  const apply = useApplyForAgent();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<
    AgentApplicationRequest,
    unknown,
    AgentApplicationRequest
  >({ resolver: formResolver(agentApplicationRequestSchema), defaultValues: { message: '' } });
  const length = watch('message').trim().length;
  // Too short is the one thing a person can get wrong here (the box stops at the most).
  const error = formState.errors.message ? t('programme.tooShort', { min: AGENT_APPLICATION_MESSAGE.min }) : failure;
  const submit = ({ message }: AgentApplicationRequest) => {
    setFailure(null);
    apply.mutate(message, {
      onError: (refusal) => {
        if (!setServerIssues(refusal, setError, ['message']))
          setFailure(refusal instanceof ApiError ? refusal.message : t('programme.failed'));
      },
    });
  };
  const field = register('message', { onChange: () => setFailure(null) });
  return (
    <form
      className="agent-programme__form"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      data-testid="agent-apply-form"
    >
      <label htmlFor="agent-apply-message" className="agent-programme__label">
        {t('programme.messageLabel')}
      </label>
      <textarea
        id="agent-apply-message"
        className="agent-programme__textarea sunken-input"
        rows={4}
        maxLength={AGENT_APPLICATION_MESSAGE.max}
        placeholder={t('programme.messageHint')}
        aria-invalid={error ? true : undefined}
        aria-describedby="agent-apply-count"
        data-testid="agent-apply-message"
        {...field}
      />
      <small id="agent-apply-count" className="agent-programme__muted">
        {t('programme.count', { count: length, max: AGENT_APPLICATION_MESSAGE.max })}
      </small>
      {error ? (
        <p className="agent-programme__error" role="alert" data-testid="agent-apply-error">
          {error}
        </p>
      ) : null}
      <SubmitButton variant="gold" busy={apply.isPending} busyLabel={t('working')} data-testid="agent-apply-submit">
        {t('programme.submit')}
      </SubmitButton>
    </form>
  );
}
