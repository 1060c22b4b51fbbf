import type { Language } from '@portal/shared/languages';
import type { MemberPrincipal, OperatorPrincipal } from './principals.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved on every request: Language header, Accept-Language, brand default. */
    language: Language;
    /** Set by the operator guard. */
    operator?: OperatorPrincipal;
    /** Set by the member guard. */
    member?: MemberPrincipal;
  }
  interface FastifyContextConfig {
    /** An /admin/api route anyone may call (the operator sign-in): see enforceOperatorAccess. */
    operatorPublic?: boolean;
  }
}
