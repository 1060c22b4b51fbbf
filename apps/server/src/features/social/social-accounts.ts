import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ClientMeta } from '../auth/auth.service.ts';
import { UNUSABLE_HASH } from '../members/passwords.ts';
import { newAccountNumber } from '../members/member-codes.ts';
import { accountFrozen } from '../members/member-guard.ts';
import type { MemberRow, MembersRepo, NewMember } from '../members/members.repo.ts';
import type { OidcIdentity } from './oidc.ts';
import type { SocialRepo } from './social.repo.ts';
import { MEMBER_TYPE } from '@portal/shared/constants';

/** auth.insertMember: inserts with a generated username, retrying a collision; answers the id. */
export type NewSocialMember = (
  member: Omit<NewMember, 'referral_code'>,
  generateUsername: () => string,
) => Promise<number>;

export type Resolution = 'existing' | 'linked' | 'created';

/** Frozen and trial accounts never get a session this way, and are never linked. */
export function assertMaySignIn(member: MemberRow) {
  if (member.status === 'frozen') throw accountFrozen(member);
  if (member.type === MEMBER_TYPE.trial) throw new AppError('TRUE_ACCOUNT_REQUIRED');
}

/**
 * Which member a provider's identity is: the one already linked to (provider, subject); else the
 * member holding the same e-mail when both sides verified it: the provider says so, and the
 * member proved it to us with a code (members.email_verified_at). An address typed at
 * registration proves nothing (anyone can type someone else's, then wait for its owner to sign
 * in with a provider: pre-account takeover). Else a new member with a generated
 * account number and no usable password.
 */
export function createSocialAccounts(deps: {
  repo: SocialRepo;
  members: MembersRepo;
  clock: Clock;
  createMember: NewSocialMember;
}) {
  const { repo, members, clock } = deps;
  const load = async (id: number) => {
    const member = await members.findById(id);
    if (!member) throw new AppError('SOCIAL_LOGIN_FAILED', { message: `linked member ${id} is gone` });
    return member;
  };

  async function createFor(identity: OidcIdentity, meta: ClientMeta): Promise<number> {
    const now = clock.now();
    const member = {
      username: '',
      password_hash: UNUSABLE_HASH,
      nickname: identity.name?.trim().slice(0, 60) || null,
      // Kept only when the provider verified it, so password reset by e-mail reaches the person who
      // signed in; still not verified by us (email_verified_at stays null): it links nothing later.
      email: identity.emailVerified ? identity.email : null,
      register_ip: meta.ip.slice(0, 64),
      password_changed_at: now,
      created_at: now,
    };
    try {
      return await deps.createMember(member, newAccountNumber);
    } catch (error) {
      // The e-mail was taken between the lookup and the insert: the account goes without it.
      if (!(error instanceof AppError && error.code === 'USER_EXISTS') || member.email === null) throw error;
      return deps.createMember({ ...member, email: null }, newAccountNumber);
    }
  }

  return {
    async resolve(
      provider: string,
      identity: OidcIdentity,
      meta: ClientMeta,
    ): Promise<{ member: MemberRow; how: Resolution }> {
      const linked = await repo.findIdentity(provider, identity.subject);
      if (linked) return { member: await load(linked.member_id), how: 'existing' };

      const byEmail =
        identity.emailVerified && identity.email ? await repo.findMemberIdByVerifiedEmail(identity.email) : undefined;
      let how: Resolution = 'linked';
      let memberId = byEmail;
      if (memberId !== undefined) assertMaySignIn(await load(memberId));
      else {
        memberId = await createFor(identity, meta);
        how = 'created';
      }
      const winner = await repo.linkIdentity({
        provider,
        subject: identity.subject,
        memberId,
        email: identity.email,
        now: clock.now(),
      });
      // Two callbacks of one new subject at once: the first link wins, both sign in as its member
      // (the other's freshly created member stays unlinked).
      return { member: await load(winner), how: winner === memberId ? how : 'existing' };
    },
  };
}
