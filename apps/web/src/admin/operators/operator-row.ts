import type { OperatorRole } from '@portal/shared/contracts/operators';

/** One operator as the console's list shows it. */
export interface OperatorRow {
  id: number;
  username: string;
  roles: OperatorRole[];
  mustChangePassword: boolean;
  twoStepEnabled: boolean;
  lockedUntil: string | null;
  failedAttempts: number;
  createdAt: string;
}
