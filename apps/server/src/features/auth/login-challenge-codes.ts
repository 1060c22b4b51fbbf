import type { Language } from '@portal/shared/languages';
import type { Env } from '../../config/env.ts';
import type { DeliveryProvider } from '../../platform/delivery/delivery.ts';
import { memberLanguage } from '../members/member-language.ts';
import type { MemberRow } from '../members/members.repo.ts';
import type { LoginChallenges } from './login-challenge.ts';
import { loginEmail, smsCodeText } from './verification-messages.ts';
import type { Verification } from './verification.ts';

/**
 * Sends the code of a second sign-in step by SMS or e-mail, to the contact the challenge's member
 * has bound (never to one the caller names), in the member's language. The sends go through the same limits as every
 * other code: the resend gap and the hourly caps per recipient and per address.
 */
export function createLoginChallengeCodes(deps: {
  challenges: LoginChallenges;
  verification: Verification;
  sms: DeliveryProvider;
  email: DeliveryProvider;
  member: (id: number) => Promise<MemberRow | undefined>;
  env: Pick<Env, 'VERIFICATION_CODE_TTL_MINUTES'>;
}) {
  const minutes = deps.env.VERIFICATION_CODE_TTL_MINUTES;
  return {
    async send(input: { challengeToken: string; method: 'sms' | 'email'; ip: string; language: Language }) {
      const { method } = input;
      const { recipient, holder } = await deps.challenges.codeRecipient(
        input.challengeToken,
        input.ip,
        method,
        deps.member,
      );
      const language = memberLanguage(holder, input.language);
      await deps.verification.issue({
        purpose: 'two-step',
        recipient,
        ip: input.ip,
        ttlMinutes: minutes,
        deliver: (code) =>
          method === 'sms'
            ? deps.sms.send({
                channel: 'sms',
                to: recipient,
                purpose: 'two-step',
                text: smsCodeText(language, code, minutes),
              })
            : deps.email.send({
                channel: 'email',
                to: recipient,
                purpose: 'two-step',
                ...loginEmail(language, code, minutes),
              }),
      });
      return { expiredMinutes: minutes, expirationTime: minutes * 60 };
    },
  };
}

export type LoginChallengeCodes = ReturnType<typeof createLoginChallengeCodes>;
