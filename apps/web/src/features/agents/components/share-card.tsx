import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../../ui/button';
import { CopyIcon } from '../../../ui/icons';

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
  return (
    <section className="agent-card agent-share" aria-label={t('share.title')} data-testid="agent-share">
      <div className="agent-share__fields">
        <h4 className="agent-card__title">{t('share.title')}</h4>
        <CopyField label={t('share.code')} value={share.code} testId="agent-share-code" />
        <CopyField label={t('share.link')} value={share.link} testId="agent-share-link" />
        <p className="agent-muted">{t('share.hint')}</p>
      </div>
      <div className="agent-share__qr" data-testid="agent-share-qr">
        <QRCodeSVG value={share.link} size={124} level="M" marginSize={2} bgColor="#ffffff" fgColor="#000000" />
      </div>
    </section>
  );
}

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('agents');
  const [copied, setCopied] = useState(false);
  return (
    <div className="agent-copy">
      <span className="agent-copy__label">{label}</span>
      <div className="agent-copy__box">
        <code className="agent-copy__value" data-testid={testId}>
          {value}
        </code>
        <Button
          size="sm"
          icon={<CopyIcon size={16} />}
          data-testid={`${testId}-copy`}
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(() => {
              setCopied(true);
              window.setTimeout(() => setCopied(false), 1500);
            })
          }
        >
          {copied ? t('share.copied') : t('share.copy')}
        </Button>
      </div>
    </div>
  );
}
