import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@portal/shared/contracts/records';
import { LoadState } from '../../../ui/load-state';
import { Modal } from '../../../ui/modal';
import { useRoundDetail } from '../api/records';

/**
 * A provider round's own page (what the provider drew, the stake, the payout), framed over the
 * betting record, with a way out to a tab of its own. The provider's answer is its page: the
 * portal shows it as given.
 */
export function RoundDetailDialog({
  token,
  bet,
  onClose,
}: {
  token: string | null;
  bet: BetRecord | null;
  onClose(): void;
}) {
  const { t } = useTranslation('wallet');
  const detail = useRoundDetail(token, bet?.id ?? null);
  const title = t('records.roundDetailTitle');
  return (
    <Modal
      open={bet !== null}
      onClose={onClose}
      title={bet ? `${title} · ${bet.gameName ?? bet.gameCode}` : title}
      size="lg"
      draggable={false}
      testId="round-detail"
    >
      <LoadState query={detail}>
        {(value) => (
          <div className="round-detail">
            <iframe className="round-detail__frame" src={value.url} title={title} data-testid="round-detail-frame" />
            <a href={value.url} target="_blank" rel="noopener noreferrer">
              {t('records.roundDetailNewTab')}
            </a>
          </div>
        )}
      </LoadState>
    </Modal>
  );
}
