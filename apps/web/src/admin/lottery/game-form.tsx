import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  FAST_INTERVAL_MAX_SECONDS,
  FAST_INTERVAL_MIN_SECONDS,
  FAST_TEMPLATES,
  gameCreateSchema,
  type FastTemplate,
} from '@portal/shared/contracts/lottery-admin';
import { gamePatchSchema } from '@portal/shared/contracts/lottery';
import { checkResolver } from '../../lib/form-resolver';
import { checkAmountText } from '../../lib/money-form';
import { Button } from '../../ui/button';
import { SelectField, TextField, ToggleField } from '../../ui/form/form-fields';
import { IssueTextProvider } from '../../ui/form/issue-text';
import { LocalizedTextField } from '../../ui/form/localized-text-field';
import type { LocalizedValue } from '../../ui/form/localized-text-input';
import { adminApi } from '../lib/admin-api';
import { BetTypesEditor, serverProblems } from './bet-types-editor';
import { draftChanges, draftOf, draftProblems, type BetTypeBase, type BetTypeDraft, type Problem } from './bet-types';
import { fieldProblems, useMajorMoney, useMarkets, type ConsoleGame } from './lottery-api';
import { useDeskCall } from './use-desk-call';

/** The intervals fast draws usually run at, offered as suggestions. */
const INTERVAL_PRESETS = [45, 60, 90, 120, 180, 300, 600, 1800];

export interface Values {
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

/** The values a code's sentence names (the interval's range). */
const ISSUE_VALUES: Record<string, Record<string, number>> = {
  interval: { min: FAST_INTERVAL_MIN_SECONDS, max: FAST_INTERVAL_MAX_SECONDS },
};

type GameBody = Record<string, unknown>;

/**
 * The game's fields checked as the server checks them (the code, the interval, betting closing
 * before the draw, the limit in the currency's units): the body to send, or the issue of each
 * field (a `problems.*` text of admin-lottery). The play types are checked beside it.
 */
export function checkGame(
  values: Values,
  game: ConsoleGame | undefined,
  decimals: number,
): { data: GameBody | null; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  if (!game) {
    if (!/^[A-Z0-9_]{2,20}$/.test(values.code)) fields.code = 'code';
    if (values.name.trim() === '') fields.name = 'required';
    if (!wholeIn(values.intervalSeconds, FAST_INTERVAL_MIN_SECONDS, FAST_INTERVAL_MAX_SECONDS))
      fields.intervalSeconds = 'interval';
  }
  const fast = game ? game.intervalSeconds !== null : true;
  const interval = Number(game?.intervalSeconds ?? values.intervalSeconds);
  if (!wholeIn(values.closeBeforeSeconds, 0, 86_400) || (fast && Number(values.closeBeforeSeconds) >= interval))
    fields.closeBeforeSeconds = 'closeBefore';
  if (game && !wholeIn(values.confirmAfterSeconds, 0, 604_800)) fields.confirmAfterSeconds = 'confirmAfter';
  const limit = checkAmountText(values.liabilityLimit, { decimals, digitsOnly: true });
  if (!limit.ok) fields.liabilityLimit = `amount.${limit.issue}`;
  if (Object.keys(fields).length > 0) return { data: null, fields };
  if (!game) {
    const names = Object.fromEntries(Object.entries(values.names).filter(([, v]) => v?.trim()));
    return bySchema(gameCreateSchema, {
      template: values.template,
      code: values.code,
      name: values.name,
      ...(Object.keys(names).length > 0 ? { names } : {}),
      intervalSeconds: Number(values.intervalSeconds),
      closeBeforeSeconds: Number(values.closeBeforeSeconds),
      liabilityLimit: Number(values.liabilityLimit.trim()),
      enabled: values.enabled,
    });
  }
  return bySchema(gamePatchSchema, {
    ...(values.enabled !== game.enabled ? { enabled: values.enabled } : {}),
    ...(Number(values.closeBeforeSeconds) !== game.closeBeforeSeconds
      ? { closeBeforeSeconds: Number(values.closeBeforeSeconds) }
      : {}),
    ...(Number(values.confirmAfterSeconds) !== game.confirmAfterSeconds
      ? { confirmAfterSeconds: Number(values.confirmAfterSeconds) }
      : {}),
    ...(Number(values.liabilityLimit) !== game.liabilityLimit ? { liabilityLimit: Number(values.liabilityLimit) } : {}),
  });
}

/** The body as the route's schema reads it (a name trimmed), or what it refuses, worded as the server's issue. */
function bySchema(schema: z.ZodType<GameBody>, body: GameBody) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data, fields: {} };
  return {
    data: null,
    fields: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), 'server.INVALID_VALUE'])),
  };
}

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
  const { control, handleSubmit, setError, watch, formState } = useForm<Values, unknown, GameBody>({
    resolver: checkResolver((values: Values) => checkGame(values, game, money.decimals)),
    defaultValues: {
      template: (game?.market as FastTemplate | undefined) ?? 'FAST_NORTH',
      code: game?.gameCode ?? '',
      name: game?.name ?? '',
      names: game?.names ?? {},
      intervalSeconds: String(game?.intervalSeconds ?? 60),
      closeBeforeSeconds: String(game?.closeBeforeSeconds ?? 5),
      confirmAfterSeconds: String(game?.confirmAfterSeconds ?? 0),
      liabilityLimit: game ? String(game.liabilityLimit) : '',
      enabled: game?.enabled ?? false,
    },
  });
  const template = watch('template');
  const templateBases = (template: FastTemplate): BetTypeBase[] =>
    (markets.data?.find((m) => m.market === template)?.betTypes ?? []).map((b) => ({ ...b, enabled: true }));
  const bases: BetTypeBase[] = game ? game.betTypes : templateBases(template);
  const [drafts, setDrafts] = useState<Record<string, BetTypeDraft>>(() => draftsOf(bases));
  // The play types' problems from the server, by the server's field name (betTypes.lo2.odds).
  const [server, setServer] = useState<Record<string, Problem>>({});
  const { busy, error, setError: setFormError, run } = useDeskCall();

  // The template's menu arrives with the markets' rules: drafts follow it until the operator types.
  if (!editing && bases.length > 0 && !bases.every((b) => drafts[b.code])) setDrafts(draftsOf(bases));

  const fast = game ? game.intervalSeconds !== null : true;
  const betProblems = () => draftProblems(bases, drafts, money.decimals);
  const problems = formState.isSubmitted ? { ...server, ...betProblems() } : server;

  /** The server's problems: the play types' beside their drafts, the game's own on its fields. */
  const refused = (caught: unknown) => {
    const found = serverProblems(fieldProblems(caught), bases);
    const [bets, own] = [
      Object.entries(found).filter(([name]) => name.startsWith('betTypes.')),
      Object.entries(found).filter(([name]) => !name.startsWith('betTypes.')),
    ];
    setServer(Object.fromEntries(bets));
    for (const [name, problem] of own) setError(name as keyof Values, { message: problem.issue });
  };

  const save = async (checked: GameBody) => {
    setFormError('');
    if (Object.keys(betProblems()).length > 0) {
      setFormError(t('game.fixProblems'));
      return;
    }
    const betTypes = draftChanges(bases, drafts);
    const body = { ...checked, ...(Object.keys(betTypes).length > 0 ? { betTypes } : {}) };
    await run(
      () =>
        adminApi<ConsoleGame | { id: number; requestedBy: number }>(
          editing ? `/admin/api/lottery/games/${game.gameCode}` : '/admin/api/lottery/games',
          { method: editing ? 'PATCH' : 'POST', body },
        ),
      {
        // Raising odds, a cap or the liability limit waits for a second lottery operator (202).
        done: (saved) => ('requestedBy' in saved ? onDone(game!, saved.id) : onDone(saved)),
        refused,
      },
    );
  };
  const submit = handleSubmit(save, () => setFormError(t('game.fixProblems')));

  const sayIssue = (code: string) => t(`problems.${code}`, ISSUE_VALUES[code]);
  return (
    <form className="admin-card lottery-game-form" onSubmit={(e) => void submit(e)} noValidate data-testid="game-form">
      <IssueTextProvider value={sayIssue}>
        <h2>{editing ? t('game.editTitle', { name: game.name }) : t('game.createTitle')}</h2>
        <div className="admin-grid">
          {!editing && (
            <>
              <SelectField
                control={control}
                name="template"
                label={t('game.template')}
                hint={t(`templateHints.${template}`)}
                options={FAST_TEMPLATES.map((tpl) => ({ value: tpl, label: t(`templates.${tpl}`) }))}
                onPick={(picked) => setDrafts(draftsOf(templateBases(picked)))}
                testId="game-template"
              />
              <TextField
                control={control}
                name="code"
                label={t('game.code')}
                hint={t('game.codeHint')}
                maxLength={20}
                normalize={(text) => text.toUpperCase()}
                plain
                testId="game-code"
              />
              <TextField
                control={control}
                name="name"
                label={t('game.name')}
                hint={t('game.nameHint')}
                maxLength={80}
                testId="game-name"
              />
              <TextField
                control={control}
                name="intervalSeconds"
                label={t('game.interval')}
                hint={t('game.intervalHint')}
                inputMode="numeric"
                list="lottery-interval-presets"
                testId="game-interval"
              />
              <datalist id="lottery-interval-presets">
                {INTERVAL_PRESETS.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            </>
          )}
          <TextField
            control={control}
            name="closeBeforeSeconds"
            label={t('game.closeBefore')}
            hint={t('game.closeBeforeHint')}
            inputMode="numeric"
            testId="game-close-before"
          />
          {editing && !fast && (
            <TextField
              control={control}
              name="confirmAfterSeconds"
              label={t('game.confirmAfter')}
              hint={t('game.confirmAfterHint')}
              inputMode="numeric"
            />
          )}
          <TextField
            control={control}
            name="liabilityLimit"
            label={t('game.liabilityLimit', { currency: money.code })}
            hint={t('game.liabilityLimitHint')}
            inputMode="decimal"
            testId="game-liability"
          />
        </div>
        {!editing && <LocalizedTextField control={control} name="names" label={t('game.names')} maxLength={80} />}
        <ToggleField
          control={control}
          name="enabled"
          label={editing ? t('game.enabled') : t('game.enabledNow')}
          testId="game-enabled"
        />
      </IssueTextProvider>
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
