import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { CopyField } from '../../../ui/copy-field';
import '../../../ui/patterns.css';

/** The agent's affiliate code and register link on the brand's domain. */
export interface AgentShare {
  code: string;
  link: string;
}

/**
 * The affiliate link with a copy button and its QR code: whoever registers through it joins the
 * agent's team. Nothing shows while the link is loading or the brand has no referral code for the member.
 */
export function ShareCard({ share }: { share: AgentShare | null }) {
  const { t } = useTranslation('agents');
  if (!share || !share.code) return null;
  const copy = { copyText: t('share.copy'), copiedText: t('share.copied') };
  return (
    <section className="agent-card agent-share surface-card" aria-label={t('share.title')} data-testid="agent-share">
      <div className="agent-share__fields">
        <h4 className="agent-card__title">{t('share.title')}</h4>
        <CopyField label={t('share.code')} value={share.code} testId="agent-share-code" {...copy} />
        <CopyField label={t('share.link')} value={share.link} testId="agent-share-link" {...copy} />
        <p className="agent-muted">{t('share.hint')}</p>
      </div>
      <div className="agent-share__qr" data-testid="agent-share-qr">
        <QRCodeSVG value={share.link} size={124} level="M" marginSize={2} bgColor="#ffffff" fgColor="#000000" />
      </div>
    </section>
  );
}
