import { useTranslation } from 'react-i18next';
import { draftReturn, type BetTypeBase, type BetTypeDraft, type Problem } from './bet-types';
import { TableScroll } from '../../ui/data-table';

/** A problem as the operator reads it. */
export function ProblemText({ problem }: { problem: Problem | undefined }) {
  const { t } = useTranslation('admin-lottery');
  if (!problem) return null;
  return <small className="admin-field__error">{t(`problems.${problem.issue}`, problem.values)}</small>;
}

/** The server's field problems as the forms show them (odds out of range name the range). */
export function serverProblems(fields: Record<string, string>, bases: BetTypeBase[]): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const [field, issue] of Object.entries(fields)) {
    const odds = /^betTypes\.([a-z0-9_]+)\.odds(?:\.(\d+))?$/.exec(field);
    const base = odds ? bases.find((b) => b.code === odds[1]) : undefined;
    if (odds && odds[2])
      problems[`betTypes.${odds[1]}.odds`] = { issue: 'tableRow', values: { picks: Number(odds[2]) } };
    else if (base && base.minOdds !== null && base.maxOdds !== null && (issue === 'TOO_BIG' || issue === 'TOO_SMALL'))
      problems[field] = { issue: 'oddsRange', values: { min: base.minOdds, max: base.maxOdds } };
    else problems[field] = { issue: `server.${issue}` };
  }
  return problems;
}

/**
 * The play types of a game or template: on / off, odds (with the range the market's rules allow
 * and what they return to players), unit limits and the largest multiplier, one row each.
 */
/** The per-unit limits of a play type, each a number typed in its own cell. */
const UNIT_FIELDS = [
  ['minUnit', 'decimal'],
  ['maxUnit', 'decimal'],
  ['maxMultiplier', 'numeric'],
] as const;

export function BetTypesEditor({
  bases,
  drafts,
  onChange,
  problems,
}: {
  bases: BetTypeBase[];
  drafts: Record<string, BetTypeDraft>;
  onChange: (code: string, draft: BetTypeDraft) => void;
  problems: Record<string, Problem>;
}) {
  const { t } = useTranslation('admin-lottery');
  return (
    <TableScroll>
      <table className="data-table lottery-bets" data-testid="bet-types">
        <thead>
          <tr>
            <th scope="col">{t('bets.type')}</th>
            <th scope="col">{t('bets.enabled')}</th>
            <th scope="col">{t('bets.odds')}</th>
            <th scope="col" className="admin-num">
              {t('bets.return')}
            </th>
            {UNIT_FIELDS.map(([name]) => (
              <th key={name} scope="col">
                {t(`bets.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bases.map((base) => {
            const draft = drafts[base.code]!;
            const set = (patch: Partial<BetTypeDraft>) => onChange(base.code, { ...draft, ...patch });
            const field = (name: string) => problems[`betTypes.${base.code}.${name}`];
            const ret = draftReturn(base, draft);
            const label = t(`betTypes.${base.code}`, { defaultValue: base.code });
            // One odds (an input) or a table of them (a text area): the same field either way.
            const odds = {
              value: draft.odds,
              'aria-label': t('bets.oddsOf', { type: label }),
              'aria-invalid': field('odds') ? true : undefined,
              onChange: (e: { target: { value: string } }) => set({ odds: e.target.value }),
              'data-testid': `odds-${base.code}`,
            };
            return (
              <tr key={base.code} data-bet-type={base.code}>
                <th scope="row">{label}</th>
                <td>
                  <input
                    type="checkbox"
                    checked={draft.enabled}
                    aria-label={t('bets.enabledOf', { type: label })}
                    onChange={(e) => set({ enabled: e.target.checked })}
                  />
                </td>
                <td>
                  {typeof base.odds === 'number' ? (
                    <input className="lottery-bets__odds" inputMode="decimal" {...odds} />
                  ) : (
                    <textarea className="lottery-bets__table" rows={4} {...odds} />
                  )}
                  {base.minOdds !== null && base.maxOdds !== null && (
                    <small className="admin-muted lottery-bets__hint">
                      {t('bets.range', { min: base.minOdds, max: base.maxOdds })}
                    </small>
                  )}
                  {typeof base.odds !== 'number' && (
                    <small className="admin-muted lottery-bets__hint">{t('bets.tableHint')}</small>
                  )}
                  <ProblemText problem={field('odds')} />
                </td>
                <td className="admin-num" data-return={ret ?? undefined}>
                  <span className={ret !== null && ret > 1 ? 'admin-error' : undefined}>
                    {ret === null ? '—' : `${(ret * 100).toFixed(1)}%`}
                  </span>
                </td>
                {UNIT_FIELDS.map(([name, inputMode]) => (
                  <td key={name}>
                    <input
                      className="lottery-bets__unit"
                      inputMode={inputMode}
                      value={draft[name]}
                      aria-label={t(`bets.${name}Of`, { type: label })}
                      onChange={(e) => set({ [name]: e.target.value })}
                    />
                    <ProblemText problem={field(name)} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
