import type { SystemStatusValue } from '@portal/shared/contracts/system';

export default function Page({ status }: { status: SystemStatusValue }) {
  return <main data-ip={status.location.ip} />;
}
