import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard, StatGrid } from '../../ui/stat-card';
import { useMoney } from '../ui/use-money';
import { StatusBadge, TypeBadge, useDateTime } from './member-labels';
import { useWalletName } from './member-tabs';
import type { MemberDetail } from './members-api';

/** The figures at the top of a member's page: every wallet, what is still to wager, live sessions. */
export function MemberFigures({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('admin-members');
  const money = useMoney();
  const wallet = useWalletName();
  const wallets = member.balances.filter((b) => b.currency === member.currency);
  // Loyalty points: their own asset, whole numbers (see the points mall).
  const points = member.balances.find((b) => b.currency === 'PTS');
  return (
    <StatGrid data-testid="member-balances">
      <StatCard
        label={t('figures.total')}
        value={money.format(member.totalBalanceMinor)}
        note={member.currency}
        testId="member-balance-total"
      />
      {wallets.map((b) => (
        <StatCard
          key={b.wallet}
          label={wallet(b.wallet)}
          value={money.format(b.balanceMinor)}
          testId={`member-balance-${b.wallet}`}
        />
      ))}
      {points && <StatCard label={t('figures.points')} value={points.balanceMinor} testId="member-points" />}
      <StatCard
        label={t('figures.turnover')}
        value={money.format(member.turnoverRemainingMinor)}
        testId="member-turnover"
      />
      <StatCard label={t('figures.liveSessions')} value={member.liveSessions} testId="member-live-sessions" />
    </StatGrid>
  );
}

export function MemberBadges({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('admin-members');
  return (
    <span className="members-badges">
      <StatusBadge status={member.status} />
      <TypeBadge type={member.type} />
      {member.twoStepEnabled && <span className="admin-badge admin-badge--good">{t('profile.twoStepOn')}</span>}
    </span>
  );
}

/** Everything the account row says, in one definition list. */
export function ProfileTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('admin-members');
  const date = useDateTime();
  const yes = (value: boolean) => (value ? t('profile.yes') : t('profile.no'));
  const rows: [string, ReactNode][] = [
    [t('fields.id'), member.id],
    [t('fields.username'), member.username],
    [t('fields.nickname'), member.nickname ?? '—'],
    [t('fields.mobile'), member.mobile ?? '—'],
    [
      t('fields.email'),
      member.email
        ? `${member.email} (${member.emailVerifiedAt ? t('profile.verified') : t('profile.unverified')})`
        : '—',
    ],
    [t('fields.payeeName'), member.payeeName ?? '—'],
    [t('fields.idNumber'), member.idNumber ?? '—'],
    [t('fields.referralCode'), member.referralCode],
    [
      t('fields.upline'),
      member.upline ? (
        <Link to={`/members/${member.upline.id}`} data-testid="member-upline">
          {member.upline.username}
        </Link>
      ) : (
        '—'
      ),
    ],
    [t('fields.downlines'), member.downlineCount],
    [t('fields.registered'), date(member.createdAt)],
    [t('fields.registerIp'), member.registerIp ?? '—'],
    [t('fields.registerDomain'), member.registerDomain ?? '—'],
    [t('fields.firstLogin'), date(member.firstLoginAt)],
    [t('fields.lastLogin'), date(member.lastLoginAt)],
    [t('fields.lastLoginIp'), member.lastLoginIp ?? '—'],
    [t('fields.passwordChanged'), date(member.passwordChangedAt)],
    [t('fields.twoStep'), yes(member.twoStepEnabled)],
    [t('fields.paymentPassword'), yes(member.hasPaymentPassword)],
    ...Object.entries(member.contacts).map(([key, value]): [string, ReactNode] => [
      t(`contacts.${key}`, { defaultValue: key }),
      value,
    ]),
  ];
  return (
    <section className="admin-card members-profile" data-testid="member-profile">
      <dl className="admin-dl">
        {rows.map(([label, value]) => (
          <div key={label} className="members-dl-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
