import type { Language } from '@portal/shared/languages';
import type { Session } from './sessions.ts';
import type { MemberPrincipal } from './guards.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved on every request: Language header, Accept-Language, brand default. */
    language: Language;
    /** Set by the operator guard. */
    operator?: Session;
    /** Set by the member guard. */
    member?: MemberPrincipal;
  }
}
