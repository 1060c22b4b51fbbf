/** Stable machine codes carried in `code` of the envelope. Clients branch on these, never on text. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED',
  DECRYPTION_FAILED: 'DECRYPTION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  /** The member's uploads of today reached UPLOADS_DAILY_FILES or UPLOADS_DAILY_BYTES (`value` says which). */
  UPLOAD_QUOTA_EXCEEDED: 'UPLOAD_QUOTA_EXCEEDED',
  MAINTENANCE: 'MAINTENANCE',
  REGION_RESTRICTED: 'REGION_RESTRICTED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** Too many money calls are waiting to be written on this instance: try again after Retry-After. */
  BUSY: 'BUSY',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  USER_EXISTS: 'USER_EXISTS',
  INVITATION_CODE_INVALID: 'INVITATION_CODE_INVALID',
  /** The date of birth is under the brand's minimum age by calendar date (`value.minimumAge`). */
  UNDERAGE: 'UNDERAGE',
  /** The person's CPF or mobile is on the national exclusion list: no account (the answer says no more). */
  REGISTRATION_EXCLUDED: 'REGISTRATION_EXCLUDED',
  OLD_PASSWORD_INCORRECT: 'OLD_PASSWORD_INCORRECT',
  ACCOUNT_FROZEN: 'ACCOUNT_FROZEN',
  TRUE_ACCOUNT_REQUIRED: 'TRUE_ACCOUNT_REQUIRED',
  /** Too many failed logins for the account or the address: send `captcha` and `captchaId`. */
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** The captcha answer is wrong, expired or already used; fetch a new image. */
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  /** Locked for a while after many failed logins; `value.retryAfterSeconds` says how long. */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** The SMS or e-mail code is wrong, already used, for another address, or dead after too many wrong tries. */
  VERIFICATION_CODE_INVALID: 'VERIFICATION_CODE_INVALID',
  /** The code was right but its time ran out: ask for a new one. */
  VERIFICATION_CODE_EXPIRED: 'VERIFICATION_CODE_EXPIRED',
  /** Right password from an address the account has not used: `value` is the challenge (contracts/auth). */
  LOGIN_VERIFICATION_REQUIRED: 'LOGIN_VERIFICATION_REQUIRED',
  /** The second sign-in step ran out of time or tries: sign in again. */
  LOGIN_CHALLENGE_EXPIRED: 'LOGIN_CHALLENGE_EXPIRED',
  /** The second sign-in step was asked for a method its challenge does not offer (see `methods`). */
  LOGIN_METHOD_NOT_OFFERED: 'LOGIN_METHOD_NOT_OFFERED',
  /** The wallet holds less than the amount; `value.balance` is what it holds (major units). */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  /** An idempotency key already used for a different request. */
  DUPLICATE_TRANSACTION_MISMATCH: 'DUPLICATE_TRANSACTION_MISMATCH',
  /** A money-moving call without an `Idempotency-Key` header (or with a malformed one). */
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  /** The payment channel is unknown or turned off. */
  PAYMENT_CHANNEL_UNAVAILABLE: 'PAYMENT_CHANNEL_UNAVAILABLE',
  PAYMENT_GATEWAY_UNAVAILABLE: 'PAYMENT_GATEWAY_UNAVAILABLE',
  /** A gateway webhook whose signature is missing, wrong or stale (`value.reason`). */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  /** A gateway confirmed another amount or currency than the deposit order's. */
  DEPOSIT_AMOUNT_MISMATCH: 'DEPOSIT_AMOUNT_MISMATCH',
  /** The deposit was already approved, rejected or closed (or is not one an operator reviews). */
  DEPOSIT_NOT_PENDING: 'DEPOSIT_NOT_PENDING',
  /** No payment password yet: set one first (PUT /wps/member/payment-password). */
  PAYMENT_PASSWORD_NOT_SET: 'PAYMENT_PASSWORD_NOT_SET',
  /** A payment password exists: change it with the old one instead. */
  PAYMENT_PASSWORD_ALREADY_SET: 'PAYMENT_PASSWORD_ALREADY_SET',
  /** Wrong payment password; `value.attemptsLeft` before the lock. */
  PAYMENT_PASSWORD_INCORRECT: 'PAYMENT_PASSWORD_INCORRECT',
  /** Too many wrong payment passwords; `value.retryAfterSeconds` says how long. */
  PAYMENT_PASSWORD_LOCKED: 'PAYMENT_PASSWORD_LOCKED',
  /** The member already has the most bank accounts allowed (`value.max`). */
  BANK_ACCOUNT_LIMIT_REACHED: 'BANK_ACCOUNT_LIMIT_REACHED',
  /** Over the daily withdrawal total; `value.available` is what is left (major units). */
  WITHDRAWAL_DAILY_LIMIT_EXCEEDED: 'WITHDRAWAL_DAILY_LIMIT_EXCEEDED',
  /** Wagering still owed before withdrawing; `value.remaining` (major units). */
  TURNOVER_REQUIREMENT_NOT_MET: 'TURNOVER_REQUIREMENT_NOT_MET',
  /** This withdrawal needs verified KYC (`value.requiredLevel`, `value.verifiedLevel`): verify first. */
  KYC_REQUIRED: 'KYC_REQUIRED',
  /** A KYC submission lacks documents its level needs (`value.missing`: the document kinds). */
  KYC_DOCUMENTS_MISSING: 'KYC_DOCUMENTS_MISSING',
  /** A KYC submission of the member already waits for review, or the level is already verified (`value.state`). */
  KYC_SUBMISSION_NOT_ALLOWED: 'KYC_SUBMISSION_NOT_ALLOWED',
  /** The KYC submission was already decided (`value.status`). */
  KYC_NOT_PENDING: 'KYC_NOT_PENDING',
  /** Withdrawals and transfers wait after a password reset or a two-step removal (`value.until`). */
  CASH_OUT_HOLD: 'CASH_OUT_HOLD',
  /**
   * The deposit or stake would pass one of the member's own limits (`value`: kind deposit|loss|wager,
   * period, limitMinor); nothing moved.
   */
  RG_LIMIT_REACHED: 'RG_LIMIT_REACHED',
  /**
   * The member is on a break or self-excluded (`value`: kind timeout|self_exclusion, until or null
   * for permanent): no play, no deposit; a sign-in opens a session for taking the balance out only.
   */
  RG_PLAY_BLOCKED: 'RG_PLAY_BLOCKED',
  /** The member has no proven e-mail or mobile to send a reset code to. */
  MEMBER_CONTACT_UNPROVEN: 'MEMBER_CONTACT_UNPROVEN',
  /** The withdrawal was already approved or rejected (`value.status`). */
  WITHDRAWAL_ALREADY_SETTLED: 'WITHDRAWAL_ALREADY_SETTLED',
  /**
   * A PIX key whose holder is not the member (`value.field`: pixKey, a CPF key that is not the
   * member's registered CPF or no CPF registered; accountHolder, another name than the payee name).
   */
  PIX_HOLDER_MISMATCH: 'PIX_HOLDER_MISMATCH',
  /** PIX keys and payouts need a BRL brand with an enabled PIX gateway channel (`value.reason`). */
  PIX_PAYOUT_UNAVAILABLE: 'PIX_PAYOUT_UNAVAILABLE',
  /** Only an approved withdrawal awaiting confirmation can be confirmed. */
  WITHDRAWAL_NOT_CONFIRMABLE: 'WITHDRAWAL_NOT_CONFIRMABLE',
  /** The withdrawal was already confirmed (`value.confirmation`). */
  WITHDRAWAL_ALREADY_CONFIRMED: 'WITHDRAWAL_ALREADY_CONFIRMED',
  /** Social sign-in is off, or the provider is unknown or disabled. */
  SOCIAL_PROVIDER_UNAVAILABLE: 'SOCIAL_PROVIDER_UNAVAILABLE',
  /** The person declined or closed the provider's sign-in (spec: 'popup closed so login failed'). */
  SOCIAL_LOGIN_CANCELLED: 'SOCIAL_LOGIN_CANCELLED',
  /** The provider's answer did not check out (state, code exchange, ID token): start again. */
  SOCIAL_LOGIN_FAILED: 'SOCIAL_LOGIN_FAILED',
  /** The sign-in attempt or its hand-off code ran out of time or was already used. */
  SOCIAL_LOGIN_EXPIRED: 'SOCIAL_LOGIN_EXPIRED',
  /** A Firebase ID token that does not check out (`value.reason`: signature, expired, project, no-phone...). */
  FIREBASE_TOKEN_INVALID: 'FIREBASE_TOKEN_INVALID',
  /** The brand has no Firebase project set up, or Google's keys cannot be fetched now. */
  FIREBASE_NOT_CONFIGURED: 'FIREBASE_NOT_CONFIGURED',
  /** A phone proven by Firebase that no account holds: register with it instead. */
  PHONE_NOT_REGISTERED: 'PHONE_NOT_REGISTERED',
  /** A provider call whose launch token is unknown, expired or for another player. */
  SEAMLESS_TOKEN_INVALID: 'SEAMLESS_TOKEN_INVALID',
  /** A provider call whose X-Signature is missing, wrong or stale, or from an address off the allow-list. */
  SEAMLESS_SIGNATURE_INVALID: 'SEAMLESS_SIGNATURE_INVALID',
  /** The player is frozen or may not play this vendor. */
  SEAMLESS_PLAYER_BLOCKED: 'SEAMLESS_PLAYER_BLOCKED',
  /** A win names a bet the portal never took. */
  SEAMLESS_BET_NOT_FOUND: 'SEAMLESS_BET_NOT_FOUND',
  /** A rollback of a bet that already has a win. */
  SEAMLESS_BET_SETTLED: 'SEAMLESS_BET_SETTLED',
  /** A bet (or a win) whose transaction id was already rolled back. */
  SEAMLESS_BET_ROLLED_BACK: 'SEAMLESS_BET_ROLLED_BACK',
  /** A bet in a round that has ended. */
  SEAMLESS_ROUND_CLOSED: 'SEAMLESS_ROUND_CLOSED',
  /** A provider call in another currency than the player's wallet. */
  SEAMLESS_CURRENCY_NOT_ALLOWED: 'SEAMLESS_CURRENCY_NOT_ALLOWED',
  /** A stake over the game's or the brand's limit. */
  SEAMLESS_LIMIT_EXCEEDED: 'SEAMLESS_LIMIT_EXCEEDED',
  /** The game or its vendor is turned off, or the vendor's adapter has no credentials configured. */
  GAME_UNAVAILABLE: 'GAME_UNAVAILABLE',
  /** The game or its vendor is under maintenance; `value.popular` lists other games. */
  GAME_MAINTENANCE: 'GAME_MAINTENANCE',
  /** The bet's vendor offers no page of its rounds, or did not give one now. */
  ROUND_DETAIL_UNAVAILABLE: 'ROUND_DETAIL_UNAVAILABLE',
  /** The vendor refused a fund transfer or did not confirm it; nothing moved (or it was put back). */
  VENDOR_TRANSFER_FAILED: 'VENDOR_TRANSFER_FAILED',
  /** The vendor has not confirmed a fund transfer yet: the amount is held until it does, then posted or returned. */
  VENDOR_TRANSFER_PENDING: 'VENDOR_TRANSFER_PENDING',
  /** A round of this game is still open (mines): finish it first. */
  GAME_ROUND_IN_PROGRESS: 'GAME_ROUND_IN_PROGRESS',
  /** The lottery period takes no more bets (or cancellations): it closed, or no period is open. */
  LOTTERY_PERIOD_CLOSED: 'LOTTERY_PERIOD_CLOSED',
  /** The house accepts no more on these outcomes this period; `value.outcomes` lists them. */
  LOTTERY_LIABILITY_EXCEEDED: 'LOTTERY_LIABILITY_EXCEEDED',
  /** The password must be changed first (an operator's first sign-in, a member's expired or default password): the session can only do that and sign out. */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** The operator must set up an authenticator app first: the session can only do that (and change the password). */
  OPERATOR_TWO_STEP_REQUIRED: 'OPERATOR_TWO_STEP_REQUIRED',
  /** Right password of an operator with an authenticator app: send the six-digit `code` as well. */
  TWO_STEP_CODE_REQUIRED: 'TWO_STEP_CODE_REQUIRED',
  /** The operator's roles do not include one this call allows (`value.allowedRoles`). */
  OPERATOR_ROLE_FORBIDDEN: 'OPERATOR_ROLE_FORBIDDEN',
  /** The four-eyes request was already approved or rejected (`value.status`). */
  APPROVAL_NOT_PENDING: 'APPROVAL_NOT_PENDING',
  /** A four-eyes request needs a second operator: its requester cannot approve it. */
  APPROVAL_OWN_REQUEST: 'APPROVAL_OWN_REQUEST',
  /** A posting names an account in another currency than the posting's (`value.accountCurrency`, `value.currency`). */
  LEDGER_CURRENCY_MISMATCH: 'LEDGER_CURRENCY_MISMATCH',
  /** The brand's currency code or decimals cannot change while members hold money or withdrawals wait (`value.membersWithBalance`, `value.pendingHolds`). */
  CURRENCY_IN_USE: 'CURRENCY_IN_USE',
  /** The password or two-step code that must come with an account change is wrong; `value.attemptsLeft` before the lock. */
  STEP_UP_FAILED: 'STEP_UP_FAILED',
  /** A bonus whose promotion refuses withdrawals still wagers (`value.bonusId`, `value.wageringRemaining` in major units). */
  BONUS_WAGERING_OPEN: 'BONUS_WAGERING_OPEN',
  /**
   * The withdrawal would forfeit bonus money the request did not agree to lose: `value.forfeitAmount`
   * (major units) is what it would take; send it again with `confirmForfeit` of at least that amount.
   */
  BONUS_FORFEIT_UNCONFIRMED: 'BONUS_FORFEIT_UNCONFIRMED',
  /** The promotion does not allow this action for this member now (`value.state`: the state it is in). */
  PROMOTION_NOT_AVAILABLE: 'PROMOTION_NOT_AVAILABLE',
  /** The promotion has paid what its budget allows: no more claims (decision 033). */
  PROMOTION_BUDGET_EXHAUSTED: 'PROMOTION_BUDGET_EXHAUSTED',
  RAFFLE_NOT_DUE: 'RAFFLE_NOT_DUE',
  /** The invite reward is not there to take: not reached, already taken, or refused (`value.state`). */
  REFERRAL_REWARD_NOT_CLAIMABLE: 'REFERRAL_REWARD_NOT_CLAIMABLE',
  /** Fewer points than the redemption or conversion needs (`value.points`: the member's points). */
  POINTS_INSUFFICIENT: 'POINTS_INSUFFICIENT',
  /** The good's stock is gone. */
  GOODS_OUT_OF_STOCK: 'GOODS_OUT_OF_STOCK',
  /** The member has redeemed this good as often as it allows (`value.limit`). */
  REDEEM_LIMIT_REACHED: 'REDEEM_LIMIT_REACHED',
  /** The good needs more valid turnover of the past 30 days (`value.required`, `value.turnover`, major units). */
  GOODS_TURNOVER_NOT_MET: 'GOODS_TURNOVER_NOT_MET',
  /** The brand converts no points to money, or fewer than its minimum were asked (`value.minPoints`). */
  POINTS_CONVERSION_UNAVAILABLE: 'POINTS_CONVERSION_UNAVAILABLE',
  /** A VIP or mission reward that is not there to take: not reached, already taken, or over (`value.state`). */
  LOYALTY_REWARD_NOT_CLAIMABLE: 'LOYALTY_REWARD_NOT_CLAIMABLE',
  /** An agent offered a tier above its own contract's rate at that threshold (or holds none of the kind). */
  CONTRACT_RATE_ABOVE_OWN: 'CONTRACT_RATE_ABOVE_OWN',
  /** Accepting terminates the listed downline contracts (`value.terminates`): send again with confirm. */
  CONTRACT_CONFIRM_REQUIRED: 'CONTRACT_CONFIRM_REQUIRED',
  /** The contract is not in a state that allows this (already decided, ended, not yours). */
  CONTRACT_NOT_AVAILABLE: 'CONTRACT_NOT_AVAILABLE',
  /** The birthday is set once; a change goes through customer service. */
  BIRTHDAY_ALREADY_SET: 'BIRTHDAY_ALREADY_SET',
  /** The redemption was already approved or rejected. */
  REDEMPTION_DECIDED: 'REDEMPTION_DECIDED',
  /** The AML alert is closed: reopen it first (when its outcome allows) to assign or close it again. */
  AML_ALERT_CLOSED: 'AML_ALERT_CLOSED',
  /** Only a closed AML alert can be reopened. */
  AML_ALERT_NOT_CLOSED: 'AML_ALERT_NOT_CLOSED',
  /** An AML alert closed as reported to the regulator stays closed. */
  AML_ALERT_REPORTED: 'AML_ALERT_REPORTED',
  /** The member already has an application to become an agent waiting for the operator. */
  AGENT_APPLICATION_PENDING: 'AGENT_APPLICATION_PENDING',
  /** Only a player account can ask to become an agent (not an agent already, nor a trial account). */
  AGENT_APPLICATION_NOT_ELIGIBLE: 'AGENT_APPLICATION_NOT_ELIGIBLE',
  /** The application was already approved or refused. */
  AGENT_APPLICATION_DECIDED: 'AGENT_APPLICATION_DECIDED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status each code travels with unless a route has a better reason. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BODY_TOO_LARGE: 400,
  UNSUPPORTED_MEDIA_TYPE: 400,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UPLOAD_QUOTA_EXCEEDED: 429,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  SERVICE_UNAVAILABLE: 503,
  BUSY: 503,
  INTERNAL_ERROR: 500,
  USER_EXISTS: 409,
  INVITATION_CODE_INVALID: 422,
  UNDERAGE: 422,
  REGISTRATION_EXCLUDED: 403,
  OLD_PASSWORD_INCORRECT: 422,
  ACCOUNT_FROZEN: 403,
  TRUE_ACCOUNT_REQUIRED: 403,
  CAPTCHA_REQUIRED: 401,
  CAPTCHA_INVALID: 401,
  ACCOUNT_LOCKED: 429,
  VERIFICATION_CODE_INVALID: 422,
  VERIFICATION_CODE_EXPIRED: 422,
  LOGIN_VERIFICATION_REQUIRED: 401,
  LOGIN_CHALLENGE_EXPIRED: 401,
  LOGIN_METHOD_NOT_OFFERED: 422,
  INSUFFICIENT_FUNDS: 422,
  DUPLICATE_TRANSACTION_MISMATCH: 409,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  PAYMENT_CHANNEL_UNAVAILABLE: 404,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  WEBHOOK_SIGNATURE_INVALID: 401,
  DEPOSIT_AMOUNT_MISMATCH: 422,
  DEPOSIT_NOT_PENDING: 409,
  PAYMENT_PASSWORD_NOT_SET: 422,
  PAYMENT_PASSWORD_ALREADY_SET: 409,
  PAYMENT_PASSWORD_INCORRECT: 422,
  PAYMENT_PASSWORD_LOCKED: 429,
  BANK_ACCOUNT_LIMIT_REACHED: 409,
  WITHDRAWAL_DAILY_LIMIT_EXCEEDED: 422,
  TURNOVER_REQUIREMENT_NOT_MET: 422,
  KYC_REQUIRED: 422,
  KYC_DOCUMENTS_MISSING: 422,
  KYC_SUBMISSION_NOT_ALLOWED: 409,
  KYC_NOT_PENDING: 409,
  CASH_OUT_HOLD: 422,
  RG_LIMIT_REACHED: 422,
  RG_PLAY_BLOCKED: 403,
  MEMBER_CONTACT_UNPROVEN: 409,
  WITHDRAWAL_ALREADY_SETTLED: 409,
  PIX_HOLDER_MISMATCH: 422,
  PIX_PAYOUT_UNAVAILABLE: 409,
  WITHDRAWAL_NOT_CONFIRMABLE: 409,
  WITHDRAWAL_ALREADY_CONFIRMED: 409,
  SOCIAL_PROVIDER_UNAVAILABLE: 404,
  SOCIAL_LOGIN_CANCELLED: 401,
  SOCIAL_LOGIN_FAILED: 401,
  SOCIAL_LOGIN_EXPIRED: 401,
  FIREBASE_TOKEN_INVALID: 401,
  FIREBASE_NOT_CONFIGURED: 503,
  PHONE_NOT_REGISTERED: 404,
  SEAMLESS_TOKEN_INVALID: 401,
  SEAMLESS_SIGNATURE_INVALID: 401,
  SEAMLESS_PLAYER_BLOCKED: 403,
  SEAMLESS_BET_NOT_FOUND: 404,
  SEAMLESS_BET_SETTLED: 409,
  SEAMLESS_BET_ROLLED_BACK: 409,
  SEAMLESS_ROUND_CLOSED: 409,
  SEAMLESS_CURRENCY_NOT_ALLOWED: 422,
  SEAMLESS_LIMIT_EXCEEDED: 422,
  GAME_UNAVAILABLE: 422,
  GAME_MAINTENANCE: 422,
  ROUND_DETAIL_UNAVAILABLE: 422,
  VENDOR_TRANSFER_FAILED: 422,
  VENDOR_TRANSFER_PENDING: 409,
  GAME_ROUND_IN_PROGRESS: 409,
  LOTTERY_PERIOD_CLOSED: 422,
  LOTTERY_LIABILITY_EXCEEDED: 422,
  PASSWORD_CHANGE_REQUIRED: 403,
  OPERATOR_TWO_STEP_REQUIRED: 403,
  TWO_STEP_CODE_REQUIRED: 401,
  OPERATOR_ROLE_FORBIDDEN: 403,
  APPROVAL_NOT_PENDING: 409,
  APPROVAL_OWN_REQUEST: 403,
  LEDGER_CURRENCY_MISMATCH: 409,
  CURRENCY_IN_USE: 409,
  STEP_UP_FAILED: 422,
  BONUS_WAGERING_OPEN: 422,
  BONUS_FORFEIT_UNCONFIRMED: 422,
  PROMOTION_NOT_AVAILABLE: 409,
  PROMOTION_BUDGET_EXHAUSTED: 409,
  RAFFLE_NOT_DUE: 409,
  REFERRAL_REWARD_NOT_CLAIMABLE: 409,
  POINTS_INSUFFICIENT: 422,
  GOODS_OUT_OF_STOCK: 409,
  REDEEM_LIMIT_REACHED: 409,
  GOODS_TURNOVER_NOT_MET: 422,
  POINTS_CONVERSION_UNAVAILABLE: 422,
  LOYALTY_REWARD_NOT_CLAIMABLE: 409,
  CONTRACT_RATE_ABOVE_OWN: 409,
  CONTRACT_CONFIRM_REQUIRED: 409,
  CONTRACT_NOT_AVAILABLE: 409,
  BIRTHDAY_ALREADY_SET: 409,
  REDEMPTION_DECIDED: 409,
  AML_ALERT_CLOSED: 409,
  AML_ALERT_NOT_CLOSED: 409,
  AML_ALERT_REPORTED: 409,
  AGENT_APPLICATION_PENDING: 409,
  AGENT_APPLICATION_NOT_ELIGIBLE: 409,
  AGENT_APPLICATION_DECIDED: 409,
};

/** Why one field failed validation; the web form maps these to localized messages. */
export const FieldIssue = {
  REQUIRED: 'REQUIRED',
  INVALID_TYPE: 'INVALID_TYPE',
  TOO_SHORT: 'TOO_SHORT',
  TOO_LONG: 'TOO_LONG',
  TOO_SMALL: 'TOO_SMALL',
  TOO_BIG: 'TOO_BIG',
  PATTERN_MISMATCH: 'PATTERN_MISMATCH',
  INVALID_VALUE: 'INVALID_VALUE',
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  TOO_MANY_DECIMALS: 'TOO_MANY_DECIMALS',
  NOT_EQUAL: 'NOT_EQUAL',
  /** A password from the list of common breached passwords shipped with the server. */
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  PASSWORD_SAME_AS_USERNAME: 'PASSWORD_SAME_AS_USERNAME',
  /** Another account already uses this username, mobile number or e-mail. */
  ALREADY_TAKEN: 'ALREADY_TAKEN',
} as const;

export type FieldIssue = (typeof FieldIssue)[keyof typeof FieldIssue];
