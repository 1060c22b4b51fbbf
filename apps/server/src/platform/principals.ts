import type { MemberType, OperatorRole } from '../db/column-types.ts';
import type { Session } from './sessions.ts';

/** Who a guarded request is: set by the member guard (features/members) or the operator guard (features/operators). */
export interface MemberPrincipal {
  sessionId: number;
  id: number;
  username: string;
  type: MemberType;
}

export interface OperatorPrincipal extends Session {
  username: string;
  roles: OperatorRole[];
}
