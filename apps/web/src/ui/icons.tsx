import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * Line icons drawn for this project on a 24-unit grid, coloured by `currentColor`. They are
 * decorative by default (aria-hidden): the button or link around them carries the label.
 */
function makeIcon(name: string, body: ReactNode, filled = false) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const HomeIcon = makeIcon(
  'HomeIcon',
  <>
    <path d="M3.5 10.5 12 4l8.5 6.5" />
    <path d="M5.5 9v10.5h13V9" />
    <path d="M10 19.5v-5h4v5" />
  </>,
);

/** PG SOFT: a spade, the slot studio's card suit. */
export const SpadeIcon = makeIcon(
  'SpadeIcon',
  <>
    <path d="M12 3.5c3.5 3.8 7 6.4 7 9.7a3.6 3.6 0 0 1-6.2 2.5M12 3.5c-3.5 3.8-7 6.4-7 9.7a3.6 3.6 0 0 0 6.2 2.5" />
    <path d="M12 14v6.5M9 20.5h6" />
  </>,
);

/** In-house games: the lotus petal. */
export const LotusIcon = makeIcon(
  'LotusIcon',
  <>
    <path d="M12 4c2.4 2.8 3.6 5.4 3.6 8s-1.2 4.9-3.6 6.4C9.6 16.9 8.4 14.6 8.4 12S9.6 6.8 12 4Z" />
    <path d="M8.6 10.2C6 9.8 4.2 10 3 10.6c.4 3.6 2.9 6.9 7.3 7.7M15.4 10.2c2.6-.4 4.4-.2 5.6.4-.4 3.6-2.9 6.9-7.3 7.7" />
  </>,
);

export const LotteryIcon = makeIcon(
  'LotteryIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3.5v2M12 18.5v2M3.5 12h2M18.5 12h2" />
  </>,
);

export const LiveIcon = makeIcon(
  'LiveIcon',
  <>
    <rect x="4" y="5" width="10" height="14" rx="2" transform="rotate(-8 9 12)" />
    <path d="M14.5 6.2 18 7a2 2 0 0 1 1.5 2.4l-2.3 9.7a2 2 0 0 1-2.4 1.5l-2.4-.6" />
    <path d="m8.2 10.3 1.2 2.8-2.6 1" />
  </>,
);

export const SportsIcon = makeIcon(
  'SportsIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m12 7.8 3.6 2.6-1.4 4.2H9.8l-1.4-4.2L12 7.8Z" />
    <path d="M12 3.5v4.3M15.6 10.4l4.4-1.5M14.2 14.6l2.6 3.6M9.8 14.6l-2.6 3.6M8.4 10.4 4 8.9" />
  </>,
);

export const FishIcon = makeIcon(
  'FishIcon',
  <>
    <path d="M3 12c2.6-3.8 6-5.6 9.6-5.6 3.2 0 5.8 1.8 7.4 5.6-1.6 3.8-4.2 5.6-7.4 5.6C9 17.6 5.6 15.8 3 12Z" />
    <path d="M3 12 1.5 8.5M3 12l-1.5 3.5" />
    <circle cx="16" cy="11" r="0.6" fill="currentColor" />
  </>,
);

export const SlotsIcon = makeIcon(
  'SlotsIcon',
  <>
    <rect x="3.5" y="5" width="14" height="14" rx="2.5" />
    <path d="M8.2 5v14M12.8 5v14" />
    <path d="M17.5 10h2a1 1 0 0 0 1-1V6.5" />
    <circle cx="20.5" cy="5.5" r="1" />
  </>,
);

export const PvpIcon = makeIcon(
  'PvpIcon',
  <>
    <path d="m4 4 9.5 9.5M4 4v3.5M4 4h3.5" />
    <path d="m20 4-9.5 9.5M20 4v3.5M20 4h-3.5" />
    <path d="m7 15.5 1.5 1.5M5 17.5l2-2M17 15.5 15.5 17M19 17.5l-2-2" />
    <path d="m5.5 19.5-1-1M18.5 19.5l1-1" />
  </>,
);

export const EsportsIcon = makeIcon(
  'EsportsIcon',
  <>
    <path d="M7.5 7h9a4.5 4.5 0 0 1 4.4 5.4l-.8 3.9a2.3 2.3 0 0 1-4 1L14.5 15.5h-5L7.9 17.3a2.3 2.3 0 0 1-4-1l-.8-3.9A4.5 4.5 0 0 1 7.5 7Z" />
    <path d="M8 10v3M6.5 11.5h3" />
    <circle cx="15.5" cy="10.5" r="0.6" fill="currentColor" />
    <circle cx="17" cy="12.5" r="0.6" fill="currentColor" />
  </>,
);

export const GiftIcon = makeIcon(
  'GiftIcon',
  <>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.6-3.5-5.5-4-5.5-1.5C6.5 8 9.5 8 12 8Zm0 0c1.6-3.5 5.5-4 5.5-1.5C17.5 8 14.5 8 12 8Z" />
  </>,
);

export const CrownIcon = makeIcon(
  'CrownIcon',
  <>
    <path d="m3.5 7.5 4.2 4L12 5l4.3 6.5 4.2-4-1.8 10H5.3l-1.8-10Z" />
    <path d="M5.5 20.5h13" />
  </>,
);

export const TargetIcon = makeIcon(
  'TargetIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="0.8" fill="currentColor" />
  </>,
);

export const UserPlusIcon = makeIcon(
  'UserPlusIcon',
  <>
    <circle cx="9.5" cy="8" r="3.8" />
    <path d="M2.5 20c.6-3.8 3.4-6 7-6s6.4 2.2 7 6" />
    <path d="M19 8v6M16 11h6" />
  </>,
);

export const GlobeIcon = makeIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5S9.6 5.9 12 3.5Z" />
  </>,
);

export const DownloadIcon = makeIcon(
  'DownloadIcon',
  <>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 7.5v7M9 11.5l3 3 3-3M10.5 18.5h3" />
  </>,
);

export const HeadsetIcon = makeIcon(
  'HeadsetIcon',
  <>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.4-1.6 2-4 2h-1.5" />
  </>,
);

export const MailIcon = makeIcon(
  'MailIcon',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6 8.5-6" />
  </>,
);

export const MegaphoneIcon = makeIcon(
  'MegaphoneIcon',
  <>
    <path d="M3.5 10v4h3l7.5 4.5v-13L6.5 10h-3Z" />
    <path d="M8 14.5 9.2 20h2.3l-.9-4M17.5 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);

export const HelpIcon = makeIcon(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 1 1 3.6 2.2c-.8.4-1.2 1-1.2 1.8v.5" />
    <circle cx="12" cy="16.8" r="0.7" fill="currentColor" />
  </>,
);

export const ChatIcon = makeIcon(
  'ChatIcon',
  <>
    <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4V5.5Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </>,
);

export const FacebookIcon = makeIcon(
  'FacebookIcon',
  <path d="M13.6 21v-7.6h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3.1Z" />,
  true,
);

export const InstagramIcon = makeIcon(
  'InstagramIcon',
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.8" fill="currentColor" />
  </>,
);

export const TelegramIcon = makeIcon(
  'TelegramIcon',
  <path d="M20.7 4.3 2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.4c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.5c.3-1.3-.5-1.8-1.3-1.5ZM9 13.8l9-5.7c.4-.3.8-.1.5.2l-7.5 6.8-.3 3.2L9 13.8Z" />,
  true,
);

export const CollapseIcon = makeIcon(
  'CollapseIcon',
  <>
    <path d="m11 7-5 5 5 5M18 7l-5 5 5 5" />
  </>,
);

export const ExpandIcon = makeIcon(
  'ExpandIcon',
  <>
    <path d="m6 7 5 5-5 5M13 7l5 5-5 5" />
  </>,
);

export const ChevronDownIcon = makeIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

export const ChevronRightIcon = makeIcon('ChevronRightIcon', <path d="m9 6 6 6-6 6" />);

export const MenuIcon = makeIcon('MenuIcon', <path d="M4 6.5h16M4 12h16M4 17.5h16" />);

export const CloseIcon = makeIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);

export const SunIcon = makeIcon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </>,
);

export const MoonIcon = makeIcon('MoonIcon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />);

export const EyeIcon = makeIcon(
  'EyeIcon',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = makeIcon(
  'EyeOffIcon',
  <>
    <path d="M10 5.7c.6-.1 1.3-.2 2-.2 6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.4 7.2C3.9 8.9 2.5 12 2.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.5-1.3" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3.5 3.5l17 17" />
  </>,
);

export const RefreshIcon = makeIcon(
  'RefreshIcon',
  <>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
    <path d="M19.5 4v4.5H15" />
  </>,
);

export const DepositIcon = makeIcon(
  'DepositIcon',
  <>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M12 12.5v4M10 14.5h4" />
  </>,
);

export const WithdrawIcon = makeIcon(
  'WithdrawIcon',
  <>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M12 17v-4.5M10 14.5l2-2 2 2" />
  </>,
);

export const UserIcon = makeIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c.7-4 3.7-6.5 7.5-6.5s6.8 2.5 7.5 6.5" />
  </>,
);

export const UsersIcon = makeIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.5 19.5c.6-3.4 3.1-5.5 6.5-5.5s5.9 2.1 6.5 5.5" />
    <path d="M15.5 5.2a3.5 3.5 0 0 1 0 6.6M17.5 14.3c2.1.6 3.6 2.5 4 5.2" />
  </>,
);

export const ReceiptIcon = makeIcon(
  'ReceiptIcon',
  <>
    <path d="M6 3.5h12v17l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5v-17Z" />
    <path d="M9 8h6M9 11.5h6M9 15h3.5" />
  </>,
);

export const TicketIcon = makeIcon(
  'TicketIcon',
  <>
    <path d="M3.5 8V6.5h17V8a2.5 2.5 0 0 0 0 5v4.5h-17V13a2.5 2.5 0 0 0 0-5Z" />
    <path d="M14 6.5v11" strokeDasharray="2 2" />
  </>,
);

export const LogoutIcon = makeIcon(
  'LogoutIcon',
  <>
    <path d="M14 4.5H6.5v15H14" />
    <path d="M10.5 12h10M17 8.5l3.5 3.5-3.5 3.5" />
  </>,
);

export const PlayIcon = makeIcon(
  'PlayIcon',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m10 8.5 5.5 3.5-5.5 3.5v-7Z" />
  </>,
);

export const LoginIcon = makeIcon(
  'LoginIcon',
  <>
    <path d="M10 4.5h7.5v15H10" />
    <path d="M3.5 12h10M10 8.5l3.5 3.5-3.5 3.5" />
  </>,
);

export const ImageOffIcon = makeIcon(
  'ImageOffIcon',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="m3.5 16 4.5-4.5 4 4 2.5-2.5 6 6" />
    <circle cx="15.5" cy="9" r="1.5" />
    <path d="M3 3l18 18" />
  </>,
);

export const AndroidIcon = makeIcon(
  'AndroidIcon',
  <>
    <path d="M5.5 10.5a6.5 6.5 0 0 1 13 0v.5h-13v-.5Z" />
    <path d="M5.5 12.5h13v5a1.5 1.5 0 0 1-1.5 1.5H7a1.5 1.5 0 0 1-1.5-1.5v-5ZM7.5 5l-1.5-2M16.5 5 18 3M9 21v-2M15 21v-2" />
    <circle cx="9.5" cy="8" r="0.6" fill="currentColor" />
    <circle cx="14.5" cy="8" r="0.6" fill="currentColor" />
  </>,
);

export const AppleIcon = makeIcon(
  'AppleIcon',
  <>
    <path d="M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.9-.9-3.1-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-3.7Z" />
    <path d="M14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.6-1.3Z" />
  </>,
);

export const BoltIcon = makeIcon('BoltIcon', <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6l1-8Z" />);

export const ShieldIcon = makeIcon(
  'ShieldIcon',
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.2 7.5 9.5 4.4-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);

export const AlertIcon = makeIcon(
  'AlertIcon',
  <>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5" />
    <circle cx="12" cy="17.3" r="0.7" fill="currentColor" />
  </>,
);

export const ExternalIcon = makeIcon(
  'ExternalIcon',
  <>
    <path d="M14 4.5h5.5V10M19.5 4.5 11 13" />
    <path d="M17.5 14v5.5h-13v-13H10" />
  </>,
);

export const FlameIcon = makeIcon(
  'FlameIcon',
  <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 01-10 0c0-2.2 1-3.7 2.3-4.8.3 1.6 1 2.6 2.2 3.1C11 8.6 11.3 5.6 12 3z" />,
);

export const TrophyIcon = makeIcon(
  'TrophyIcon',
  <path d="M8 4h8v5a4 4 0 01-8 0V4zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8.5 20h7M10 17h4" />,
);

export const BallIcon = makeIcon(
  'BallIcon',
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="M10 9.5l2-1.5v7.5M9.5 15.5h5" />
  </>,
);

export const SearchIcon = makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>,
);

export const StarIcon = makeIcon(
  'StarIcon',
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);

export const DocumentIcon = makeIcon(
  'DocumentIcon',
  <>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </>,
);

export const PhoneIcon = makeIcon(
  'PhoneIcon',
  <>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </>,
);

export const CalendarIcon = makeIcon(
  'CalendarIcon',
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);

export const CompassIcon = makeIcon(
  'CompassIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
);

export const WalletIcon = makeIcon(
  'WalletIcon',
  <>
    <path d="M17.5 8V5.5A1.5 1.5 0 0 0 16 4H6a2.5 2.5 0 0 0 0 5" />
    <path d="M3.5 6.5v11A2.5 2.5 0 0 0 6 20h13a1.5 1.5 0 0 0 1.5-1.5v-8A1.5 1.5 0 0 0 19 9H6" />
    <path d="M16 14.5h1" />
  </>,
);

export const TransferIcon = makeIcon(
  'TransferIcon',
  <>
    <path d="M4 8h14.5M15 4.5 18.5 8 15 11.5" />
    <path d="M20 16H5.5M9 12.5 5.5 16 9 19.5" />
  </>,
);

export const ChartIcon = makeIcon(
  'ChartIcon',
  <>
    <path d="M4 4v16h16" />
    <path d="m7.5 14.5 3.5-4 3 2.5 5-6" />
  </>,
);

export const KeyIcon = makeIcon(
  'KeyIcon',
  <>
    <circle cx="8" cy="15.5" r="4.5" />
    <path d="m11.2 12.3 8.3-8.3M16.5 7l2.5 2.5M14 9.5l2 2" />
  </>,
);

export const MonitorIcon = makeIcon(
  'MonitorIcon',
  <>
    <rect x="3" y="4.5" width="18" height="12" rx="2" />
    <path d="M9 20h6M12 16.5V20" />
  </>,
);

export const CopyIcon = makeIcon(
  'CopyIcon',
  <>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
    <path d="M15.5 8.5v-3a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />
  </>,
);
