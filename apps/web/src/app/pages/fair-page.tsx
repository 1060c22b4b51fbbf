import { useStatus } from '../../features/system/api/get-status';
import { VerifyPage } from '../../features/studio/components/verify-page';

/** /fair: the public verification of the studio's rounds. */
export default function FairPage() {
  const status = useStatus();
  return <VerifyPage decimals={status.data?.currency.decimals ?? 2} />;
}
