/** Business constants and limits, named once for server and web. */
export const SystemStatus = { NORMAL: 0, MAINTENANCE: 1, RESTRICTED: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
/** The browser's chrome colour per theme (meta theme-color), so a phone's status bar matches the header. */
export const THEME_COLORS: Record<Theme, string> = { dark: '#0d1117', light: '#ffffff' };
/** The cookie that tells the server a visitor's theme, so the page's first paint is already in it. */
export const THEME_COOKIE = 'theme';

export const STORAGE_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  username: 'username',
  merchant: 'merchant',
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  /** Cookie: the session kept for REMEMBER_ME_HOURS when the player ticked "remember me". */
  remember: 'remember',
  lotteryFavorites: 'LOTTFAV',
  sideMenuMini: 'sideMenuMini',
  /** '1' while the header balance shows stars. */
  balanceHidden: 'balanceHidden',
} as const;

export const REGISTRATION_SMS_COUNTDOWN_SECONDS_PER_MINUTE = 60;
export const PHONE_PROVIDER_SMS_COUNTDOWN_SECONDS = 60;
export const SMS_SEND_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const VERIFICATION_CODE_MAX_LENGTH = 255;
export const BANNER_AUTOPLAY_MS = 5000;
export const DROPDOWN_HIDE_DELAY_MS = 200;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const LOBBY_PAGE_SIZE = 42;
export const LOBBY_FIRST_PAGE = 1;
export const REMEMBER_ME_HOURS = 24;
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMERO_COUNT = 100;
/** The most popular lottery games one call answers. */
export const POPULAR_LOTTERY_MAX = 100;
/** The home page's winners board: wins shown, and the most one call answers. */
export const WINNERS_COUNT = 20;
export const WINNERS_MAX = 50;
/** The prizes of a Vietnamese draw, in the order results show them (XSMB has no eighth). */
export const LOTTERY_PRIZES = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export const GAME_CLIENT_TYPE = 3;
export const GAME_PLATFORM = 'html5-desktop';
export const DOWNLOAD_QR_SIZE = 100;
export const DECORATIVE_QR = { size: 800, level: 'M' } as const;
export const PHONE_AUTH_RETRY_WAIT_MINUTES = 5;
export const PROMOTION_REMARK_MAX = 140;
export const PROMOTION_IMAGE = { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxCount: 3 } as const;
export const REAL_TIME_WAGE_PERIOD_MINUTES = 5;
export const PAGINATION = { pageRange: 3, marginPages: 1 } as const;
export const DATE_RANGE_PRESETS = ['next7', 'next30', 'previous7', 'previous30'] as const;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const IMAGE_LAZY_LOAD = { preLoad: 1.3, attempts: 3, throttleMs: 200, cacheSize: 200 } as const;
export const MODAL_WRAPPER = { delayMs: 100, width: 200, height: 200 } as const;
export const AGE_CONFIRMATION_DEFAULT = 18;
/** The dialing code every mobile field starts on (Vietnam, the brand's first market); see dialing-codes.ts. */
export const DEFAULT_COUNTRY_DIALING_CODE = '+84';

/** Agent types that open the agent center; 4 is the trial (non-genuine) account. */
export const AGENT_CENTER_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;

/** Banner groups: one per page group that shows banners. */
export const BANNER_GROUPS = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'elott',
  'down',
  'promotions',
  'pointMall',
  'help',
  'register',
  'inhouse',
  'pge',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a banner click does. NONE: not clickable. */
export const BANNER_LINK_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** Game categories of the side menu, in its order; each has a lobby route. */
export const GAME_CATEGORIES = ['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const RESOURCE_TYPES = [
  'AFFILIATELINK',
  'Android',
  'iOS',
  'MOBILECONFIG',
  'SpeedTest',
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
  'USDJUMP',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/* The agent programme, messages, announcements and chat: the constants the site's shell reads,
   here rather than in the zod contracts so the first bundle stays without zod. */

/** Member types that are not agents: a player, and a trial (free play) account with demo money. */
export const MEMBER_TYPE = { player: 0, trial: 4 } as const;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const isAgentMemberType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const DIVIDEND_CYCLES = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendCycle = (typeof DIVIDEND_CYCLES)[number];
export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'terminated', 'withdrawn'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_BASES = ['bet', 'active'] as const;
/** Which brand flag turns each kind on (spec: dividend, salary, hourly salary, real-time salary). */
export const CONTRACT_FLAGS = {
  dividend: 'dividend',
  daily_salary: 'salary',
  hourly_salary: 'hourlySalary',
  realtime_salary: 'realTimeSalary',
} as const;
export const TEAM_RANGES = ['today', 'yesterday', 'month'] as const;
export type TeamRange = (typeof TEAM_RANGES)[number];

export const SYSTEM_MESSAGE_KINDS = [
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_rejected',
  'bonus_issued',
  'feedback_replied',
  /** An agent was offered a contract: `source` is its kind, `reference` who offered it (empty: the platform). */
  'contract_offered',
  /** KYC decisions (decision 042): `reference` is the level, `reason` the operator's note (rejected, more info). */
  'kyc_verified',
  'kyc_rejected',
  'kyc_more_info',
  /** An application to become an agent (decision 051): `reference` is the agent type granted; `reason` the refusal's. */
  'agent_approved',
  'agent_rejected',
] as const;
export type SystemMessageKind = (typeof SYSTEM_MESSAGE_KINDS)[number];
export const MESSAGE_KINDS = ['notice', ...SYSTEM_MESSAGE_KINDS] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_PAGE_SIZE = 10;

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const CHAT_SOCKET_PATH = '/wps/chat/ws';
export const CHAT_TEXT_MAX = 500;
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Close codes of the chat socket (4000-4999 are the application's). */
export const CHAT_CLOSE = {
  unauthorized: 4001,
  forbidden: 4003,
  authTimeout: 4008,
  /** The member already holds CHAT_MAX_PER_MEMBER sockets: try again once one closes. */
  tooMany: 4029,
  badFrame: 4400,
} as const;
