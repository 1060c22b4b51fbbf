import { useMemberInfo } from '../../features/auth/api/get-member-info';
import { RealityCheck } from '../../features/responsible-gaming/components/reality-check';
import { isTrialAccount, useSessionStore } from '../stores/session-store';

/** The reality check of a signed-in member (free-play accounts have no limits to keep). */
export default function RealityCheckHost() {
  const token = useSessionStore((s) => s.token);
  const clear = useSessionStore((s) => s.clear);
  const { data: member } = useMemberInfo(token);
  if (!token || !member || isTrialAccount(member.type)) return null;
  return <RealityCheck token={token} onStop={clear} />;
}
