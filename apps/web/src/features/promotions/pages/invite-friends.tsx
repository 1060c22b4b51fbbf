import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { ReferralOverview } from '@portal/shared/contracts/promotions';
import { EmptyState } from '../../../ui/empty-state';
import { CopyField } from '../../../ui/copy-field';
import { UsersIcon } from '../../../ui/icons';
import { useReferral } from '../api/referral';
import { LoadState } from '../../../ui/load-state';
import { ReferralFriends } from '../components/referral-friends';
import { Pager } from '../../../ui/pager';

import '../components/promotions.css';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

/**
 * Invite friends (member center 'referral', listed only with the brand's referral flag): the
 * member's code and link with copy buttons and a QR code, the rules, the totals, and the friends
 * with each rule's reward (claimable ones with a Claim button).
 */
export function InviteFriends({
  token,
  shareUrl = (link) => link,
}: {
  token: string | null;
  /** The invitation link as it should travel (the shell puts it on the brand's current domain). */
  shareUrl?(link: string): string;
}) {
  const { t } = useTranslation('promotions');
  const [page, setPage] = useState(1);
  const query = useReferral(token, page);
  return (
    <div className="promo-mc" data-testid="invite-friends">
      <LoadState query={query}>
        {query.data && !query.data.enabled ? (
          <EmptyState icon={<UsersIcon size={40} />} title={t('referral.off')} description={t('referral.offHint')} />
        ) : query.data ? (
          <>
            <ShareCard overview={query.data} link={shareUrl(query.data.link)} />
            <RulesAndTotals overview={query.data} />
            <section className="promo-card-plain surface-card">
              <h4 className="promo-card-plain__title">{t('referral.friends')}</h4>
              <ReferralFriends friends={query.data.friends} rules={query.data.rules} />
              <Pager
                page={page}
                totalPages={Math.ceil(query.data.total / query.data.pageSize)}
                onPage={setPage}
                testId="promo-pager"
              />
            </section>
          </>
        ) : null}
      </LoadState>
    </div>
  );
}

function ShareCard({ overview, link }: { overview: ReferralOverview; link: string }) {
  const { t } = useTranslation('promotions');
  const copy = { copyText: t('referral.copy'), copiedText: t('referral.copied') };
  return (
    <section className="promo-share" aria-label={t('referral.share')}>
      <div className="promo-share__fields">
        <CopyField label={t('referral.code')} value={overview.code} testId="referral-code" {...copy} />
        <CopyField label={t('referral.link')} value={link} testId="referral-link" {...copy} />
        <p className="promo-muted">{t('referral.shareHint')}</p>
      </div>
      <div className="promo-share__qr" data-testid="referral-qr">
        <QRCodeSVG value={link} size={132} level="M" marginSize={2} bgColor="#ffffff" fgColor="#000000" />
      </div>
    </section>
  );
}

function RulesAndTotals({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation('promotions');
  const { major: money } = useMoneyFormat();
  return (
    <div className="promo-referral-grid">
      <section className="promo-card-plain surface-card">
        <h4 className="promo-card-plain__title">{t('referral.rules')}</h4>
        {overview.rules.length === 0 ? (
          <p className="promo-muted">{t('referral.noRules')}</p>
        ) : (
          <ul className="promo-referral-rules plain-list" data-testid="referral-rules">
            {overview.rules.map((rule) => (
              <li key={rule.id}>
                <span>{t(`referral.events.${rule.event}`, { threshold: money(rule.threshold) })}</span>
                <strong>{money(rule.reward)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="promo-card-plain promo-totals surface-card">
        <div>
          <p className="promo-summary__label">{t('referral.invited')}</p>
          <p className="promo-summary__value" data-testid="referral-invited">
            {overview.invitedCount}
          </p>
        </div>
        <div>
          <p className="promo-summary__label">{t('referral.rewarded')}</p>
          <p className="promo-summary__value" data-testid="referral-rewarded">
            {money(overview.rewardedTotal)}
          </p>
        </div>
      </section>
    </div>
  );
}
