import type { ReactNode } from 'react';
import './action-status.css';

/**
 * What the operator's last action came to, above the list it changed: a status line when it worked
 * ("saved", "deleted"), an alert when it or the list failed. Either is read out as it appears.
 */
export function ActionStatus({
  notice,
  error,
  noticeTestId,
  errorTestId,
}: {
  notice?: ReactNode;
  error?: ReactNode;
  noticeTestId?: string;
  errorTestId?: string;
}) {
  return (
    <>
      {notice && (
        <p className="admin-notice" role="status" data-testid={noticeTestId}>
          {notice}
        </p>
      )}
      {error && (
        <p className="admin-error" role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </>
  );
}
