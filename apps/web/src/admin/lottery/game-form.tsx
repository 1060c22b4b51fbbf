import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FAST_INTERVAL_MAX_SECONDS,
  FAST_INTERVAL_MIN_SECONDS,
  FAST_TEMPLATES,
  type FastTemplate,
} from '@portal/shared/contracts/lottery-admin';
import { ApiError } from '../../lib/api-client';
import { checkAmountText } from '../../lib/money-form';
import { Button } from '../../ui/button';
import { adminApi } from '../lib/admin-api';
import { Field } from '../ui/field';
import { InputField } from '../ui/input-field';
import { LocalizedTextInput, type LocalizedValue } from '../ui/localized-text-input';
import { BetTypesEditor, serverProblems } from './bet-types-editor';
import { draftChanges, draftOf, draftProblems, type BetTypeBase, type BetTypeDraft, type Problem } from './bet-types';
import { fieldProblems, useMajorMoney, useMarkets, type ConsoleGame } from './lottery-api';

/** The intervals fast draws usually run at, offered as suggestions. */
const INTERVAL_PRESETS = [45, 60, 90, 120, 180, 300, 600, 1800];

interface Values {
  template: FastTemplate;
  code: string;
  name: string;
  names: LocalizedValue;
  intervalSeconds: string;
  closeBeforeSeconds: string;
  confirmAfterSeconds: string;
  liabilityLimit: string;
  enabled: boolean;
}

const draftsOf = (bases: BetTypeBase[]) => Object.fromEntries(bases.map((b) => [b.code, draftOf(b)]));
const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/**
 * A fast game from a template (create), or a game's settings (edit): schedule, liability limit,
 * on / off, and its play types with odds held to the market's rules. Checked as the server checks
 * before sending; the server's field problems come back onto the same fields.
 */
export function GameForm({
  game,
  onDone,
  onCancel,
}: {
  /** The game to edit; none: a new fast game. */
  game?: ConsoleGame;
  /** The game as saved, or the four-eyes request a raise of its risk waits in. */
  onDone: (game: ConsoleGame, approvalId?: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-lottery');
  const money = useMajorMoney();
  const markets = useMarkets();
  const editing = game !== undefined;
  const [values, setValues] = useState<Values>(() => ({
    template: (game?.market as FastTemplate | undefined) ?? 'FAST_NORTH',
    code: game?.gameCode ?? '',
    name: game?.name ?? '',
    names: game?.names ?? {},
    intervalSeconds: String(game?.intervalSeconds ?? 60),
    closeBeforeSeconds: String(game?.closeBeforeSeconds ?? 5),
    confirmAfterSeconds: String(game?.confirmAfterSeconds ?? 0),
    liabilityLimit: game ? String(game.liabilityLimit) : '',
    enabled: game?.enabled ?? false,
  }));
  const templateBases = (template: FastTemplate): BetTypeBase[] =>
    (markets.data?.find((m) => m.market === template)?.betTypes ?? []).map((b) => ({ ...b, enabled: true }));
  const bases: BetTypeBase[] = game ? game.betTypes : templateBases(values.template);
  const [drafts, setDrafts] = useState<Record<string, BetTypeDraft>>(() => draftsOf(bases));
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, Problem>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  // The template's menu arrives with the markets' rules: drafts follow it until the operator types.
  if (!editing && bases.length > 0 && !bases.every((b) => drafts[b.code])) setDrafts(draftsOf(bases));

  const set = (patch: Partial<Values>) => {
    setValues((prev) => ({ ...prev, ...patch }));
    setServer((prev) => {
      const next = { ...prev };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const fast = game ? game.intervalSeconds !== null : true;
  const local = (): Record<string, Problem> => {
    const problems: Record<string, Problem> = {};
    if (!editing) {
      if (!/^[A-Z0-9_]{2,20}$/.test(values.code)) problems.code = { issue: 'code' };
      if (values.name.trim() === '') problems.name = { issue: 'required' };
      if (!wholeIn(values.intervalSeconds, FAST_INTERVAL_MIN_SECONDS, FAST_INTERVAL_MAX_SECONDS))
        problems.intervalSeconds = {
          issue: 'interval',
          values: { min: FAST_INTERVAL_MIN_SECONDS, max: FAST_INTERVAL_MAX_SECONDS },
        };
    }
    const interval = Number(game?.intervalSeconds ?? values.intervalSeconds);
    if (!wholeIn(values.closeBeforeSeconds, 0, 86_400) || (fast && Number(values.closeBeforeSeconds) >= interval))
      problems.closeBeforeSeconds = { issue: 'closeBefore' };
    if (editing && !wholeIn(values.confirmAfterSeconds, 0, 604_800))
      problems.confirmAfterSeconds = { issue: 'confirmAfter' };
    const limit = checkAmountText(values.liabilityLimit, { decimals: money.decimals, digitsOnly: true });
    if (!limit.ok) problems.liabilityLimit = { issue: `amount.${limit.issue}` };
    return { ...problems, ...draftProblems(bases, drafts, money.decimals) };
  };
  const problems = submitted ? { ...server, ...local() } : server;

  const body = () => {
    const betTypes = draftChanges(bases, drafts);
    if (!editing) {
      const names = Object.fromEntries(Object.entries(values.names).filter(([, v]) => v?.trim()));
      return {
        template: values.template,
        code: values.code,
        name: values.name.trim(),
        ...(Object.keys(names).length > 0 ? { names } : {}),
        intervalSeconds: Number(values.intervalSeconds),
        closeBeforeSeconds: Number(values.closeBeforeSeconds),
        liabilityLimit: Number(values.liabilityLimit.trim()),
        enabled: values.enabled,
        ...(Object.keys(betTypes).length > 0 ? { betTypes } : {}),
      };
    }
    return {
      ...(values.enabled !== game.enabled ? { enabled: values.enabled } : {}),
      ...(Number(values.closeBeforeSeconds) !== game.closeBeforeSeconds
        ? { closeBeforeSeconds: Number(values.closeBeforeSeconds) }
        : {}),
      ...(Number(values.confirmAfterSeconds) !== game.confirmAfterSeconds
        ? { confirmAfterSeconds: Number(values.confirmAfterSeconds) }
        : {}),
      ...(Number(values.liabilityLimit) !== game.liabilityLimit
        ? { liabilityLimit: Number(values.liabilityLimit) }
        : {}),
      ...(Object.keys(betTypes).length > 0 ? { betTypes } : {}),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError('');
    if (Object.keys(local()).length > 0) {
      setError(t('game.fixProblems'));
      return;
    }
    setBusy(true);
    try {
      const saved = await adminApi<ConsoleGame | { id: number; requestedBy: number }>(
        editing ? `/admin/api/lottery/games/${game.gameCode}` : '/admin/api/lottery/games',
        { method: editing ? 'PATCH' : 'POST', body: body() },
      );
      // Raising odds, a cap or the liability limit waits for a second lottery operator (202).
      if ('requestedBy' in saved) onDone(game!, saved.id);
      else onDone(saved);
    } catch (caught) {
      setServer(serverProblems(fieldProblems(caught), bases));
      setError(caught instanceof ApiError ? caught.message : t('errors.failed'));
    } finally {
      setBusy(false);
    }
  };

  const problemOf = (name: string) =>
    problems[name] ? t(`problems.${problems[name].issue}`, problems[name].values) : null;
  return (
    <form className="admin-card lottery-game-form" onSubmit={(e) => void submit(e)} noValidate data-testid="game-form">
      <h2>{editing ? t('game.editTitle', { name: game.name }) : t('game.createTitle')}</h2>
      <div className="admin-grid">
        {!editing && (
          <>
            <Field label={t('game.template')} hint={t(`templateHints.${values.template}`)}>
              <select
                value={values.template}
                onChange={(e) => {
                  const template = e.target.value as FastTemplate;
                  set({ template });
                  setDrafts(draftsOf(templateBases(template)));
                }}
                data-testid="game-template"
              >
                {FAST_TEMPLATES.map((tpl) => (
                  <option key={tpl} value={tpl}>
                    {t(`templates.${tpl}`)}
                  </option>
                ))}
              </select>
            </Field>
            <InputField
              label={t('game.code')}
              hint={t('game.codeHint')}
              error={problemOf('code')}
              maxLength={20}
              value={values.code}
              onChange={(value) => set({ code: value.toUpperCase() })}
              testId="game-code"
            />
            <InputField
              label={t('game.name')}
              hint={t('game.nameHint')}
              error={problemOf('name')}
              maxLength={80}
              value={values.name}
              onChange={(value) => set({ name: value })}
              testId="game-name"
            />
            <Field label={t('game.interval')} hint={t('game.intervalHint')} error={problemOf('intervalSeconds')}>
              <input
                inputMode="numeric"
                list="lottery-interval-presets"
                value={values.intervalSeconds}
                onChange={(e) => set({ intervalSeconds: e.target.value })}
                data-testid="game-interval"
              />
            </Field>
            <datalist id="lottery-interval-presets">
              {INTERVAL_PRESETS.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </>
        )}
        <InputField
          label={t('game.closeBefore')}
          hint={t('game.closeBeforeHint')}
          error={problemOf('closeBeforeSeconds')}
          inputMode="numeric"
          value={values.closeBeforeSeconds}
          onChange={(value) => set({ closeBeforeSeconds: value })}
          testId="game-close-before"
        />
        {editing && !fast && (
          <InputField
            label={t('game.confirmAfter')}
            hint={t('game.confirmAfterHint')}
            error={problemOf('confirmAfterSeconds')}
            inputMode="numeric"
            value={values.confirmAfterSeconds}
            onChange={(value) => set({ confirmAfterSeconds: value })}
          />
        )}
        <InputField
          label={t('game.liabilityLimit', { currency: money.code })}
          hint={t('game.liabilityLimitHint')}
          error={problemOf('liabilityLimit')}
          inputMode="decimal"
          value={values.liabilityLimit}
          onChange={(value) => set({ liabilityLimit: value })}
          testId="game-liability"
        />
      </div>
      {!editing && (
        <LocalizedTextInput
          label={t('game.names')}
          value={values.names}
          maxLength={80}
          onChange={(names) => set({ names })}
        />
      )}
      <label className="lottery-check">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
          data-testid="game-enabled"
        />
        <span>{editing ? t('game.enabled') : t('game.enabledNow')}</span>
      </label>
      <h3>{t('game.playTypes')}</h3>
      <p className="admin-muted">{t('game.playTypesHint')}</p>
      {bases.length > 0 && bases.every((b) => drafts[b.code]) && (
        <BetTypesEditor
          bases={bases}
          drafts={drafts}
          problems={problems}
          onChange={(code, draft) => {
            setDrafts((prev) => ({ ...prev, [code]: draft }));
            setServer((prev) =>
              Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith(`betTypes.${code}.`))),
            );
          }}
        />
      )}
      {error && (
        <p className="admin-error" role="alert" data-testid="game-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <Button type="submit" variant="primary" disabled={busy} data-testid="game-save">
          {editing ? t('admin:actions.save') : t('game.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('admin:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
