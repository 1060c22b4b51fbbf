import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@portal/shared/contracts/records';
import { FramedPageDialog } from '../../../ui/framed-page-dialog';
import { useRoundDetail } from '../api/records';

/** A provider round's own page (what the provider drew, the stake, the payout), over the betting record. */
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
    <FramedPageDialog
      open={bet !== null}
      onClose={onClose}
      title={bet ? `${title} · ${bet.gameName ?? bet.gameCode}` : title}
      frameTitle={title}
      newTabLabel={t('records.roundDetailNewTab')}
      query={detail}
      testId="round-detail"
    />
  );
}
