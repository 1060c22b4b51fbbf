import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@portal/shared/contracts/reports';
import { useMoney } from '../ui/use-money';

/** The action in the operator's language; a route the server does not name shows as it was called. */
export function AuditActionText({ entry }: { entry: Pick<AuditEntry, 'action' | 'contentKind' | 'method' | 'route'> }) {
  const { t } = useTranslation('admin-reports');
  if (!entry.action) {
    return (
      <code className="reports-audit__raw">
        {entry.method} {entry.route}
      </code>
    );
  }
  const kind = entry.contentKind ? t(`audit.contentKinds.${entry.contentKind}`) : '';
  return <span data-testid="audit-action">{t(`audit.actions.${entry.action}`, { kind })}</span>;
}

/** The member an action concerned, linked to their page. */
export function AuditMember({ entry }: { entry: Pick<AuditEntry, 'member'> }) {
  if (!entry.member) return <>—</>;
  const { id, username } = entry.member;
  return (
    <Link to={`/members/${id}`} onClick={(e) => e.stopPropagation()} data-testid="audit-member">
      {username ?? `#${id}`}
    </Link>
  );
}

/** How much a money action moved (in the brand's currency) or a grant gave in points. */
export function AuditAmount({ entry }: { entry: Pick<AuditEntry, 'amount' | 'points'> }) {
  const { t, i18n } = useTranslation('admin-reports');
  const { code } = useMoney();
  if (entry.amount !== null) {
    const text = code
      ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency: code, signDisplay: 'exceptZero' }).format(
          entry.amount,
        )
      : // Until the brand's currency is known the figure still reads as money, cents and all.
        new Intl.NumberFormat(i18n.language, {
          signDisplay: 'exceptZero',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(entry.amount);
    return <span data-testid="audit-amount">{text}</span>;
  }
  if (entry.points !== null) {
    return <span data-testid="audit-amount">{t('audit.points', { count: entry.points })}</span>;
  }
  return <>—</>;
}

/** A time in the console's language, not the browser's. */
export function AuditTime({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={at}>{new Date(at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}</time>
  );
}
