import { Outlet } from 'react-router';

export interface ShellProps {
  header?: boolean;
  sideMenu?: boolean;
  footer?: boolean;
  /** /vnlottery and /seamless: bars hidden unless the brand's barsOnSeamless flag is on. */
  immersive?: boolean;
}

export function Shell(_props: ShellProps) {
  return <Outlet />;
}
