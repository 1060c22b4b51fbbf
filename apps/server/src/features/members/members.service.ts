import type { ChangePasswordPayload } from '@portal/shared/contracts/members';
import { ErrorCode, FieldIssue } from '@portal/shared/errors';
import type { BrandSettings } from '@portal/shared/settings';
import { checkField } from '@portal/shared/validation-rules';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberPrincipal } from '../../platform/principals.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import type { Passwords } from './passwords.ts';
import type { SecurityLog } from './security-events.ts';
import type { MembersRepo } from './members.repo.ts';

export function createMembersService(deps: {
  members: MembersRepo;
  sessions: SessionStore;
  passwords: Passwords;
  clock: Clock;
  settings: () => Promise<BrandSettings>;
  log: SecurityLog;
}) {
  return {
    /**
     * New password under the brand's password rule and the policy; the old one must open the
     * account. The member's other sessions end; the one that asked stays.
     */
    async changePassword(
      principal: MemberPrincipal,
      payload: ChangePasswordPayload,
      meta: { ip: string; userAgent?: string },
    ): Promise<void> {
      const { registerRules } = await deps.settings();
      const fields: Record<string, FieldIssue> = {};
      const rule = { ...registerRules.password, enabled: true, required: true };
      const issue =
        checkField(rule, payload.newPassword) ?? deps.passwords.policyIssue(payload.newPassword, principal.username);
      if (issue) fields.newPassword = issue;
      if (payload.confirmNewPassword === '') fields.confirmNewPassword = FieldIssue.REQUIRED;
      else if (payload.confirmNewPassword !== payload.newPassword) fields.confirmNewPassword = FieldIssue.NOT_EQUAL;
      if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, { value: { fields } });

      const member = await deps.members.findById(principal.id);
      if (!member || !(await deps.passwords.verify(member.password_hash, payload.oldPassword))) {
        throw new AppError('OLD_PASSWORD_INCORRECT');
      }
      await deps.members.setPasswordHash(member.id, await deps.passwords.hash(payload.newPassword), deps.clock.now());
      await deps.sessions.revokeOthers('member', member.id, principal.sessionId);
      await deps.sessions.allowAll(principal.sessionId);
      await deps.log.record({ kind: 'password_change', memberId: member.id, username: member.username, ...meta });
    },
  };
}
