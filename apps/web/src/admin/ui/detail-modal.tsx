import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';

/** What a record's query gives its detail. */
interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
}

interface DetailModalProps<T> {
  title: string;
  testId: string;
  record: RecordQuery<T>;
  /** The load failure in the section's own words. */
  loadFailed: (message: string) => string;
  onClose: () => void;
  /** What the last action did, announced politely. */
  notice?: string;
  noticeTestId?: string;
  /** A refusal no dialog is left open to show (a confirm dialog closes on failure). */
  failure?: Error | null;
  failureTestId?: string;
  /** The loaded record's facts and actions. */
  children: (record: T) => ReactNode;
  /** The dialogs an action opens, over the detail. */
  dialogs?: ReactNode;
  /** Off where the detail holds frames (a PDF) a drag would fight with. */
  draggable?: boolean;
}

/**
 * One record of a console queue in a large dialog: a spinner while it loads, its failure, else
 * the last action's notice or refusal above the record itself.
 */
export function DetailModal<T>({
  title,
  testId,
  record,
  loadFailed,
  onClose,
  notice,
  noticeTestId,
  failure,
  failureTestId,
  children,
  dialogs,
  draggable,
}: DetailModalProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <Modal open onClose={onClose} title={title} size="lg" testId={testId} draggable={draggable}>
      {record.isPending ? (
        <Spinner size={24} label={t('states.loading')} />
      ) : record.error || record.data === undefined ? (
        <p className="admin-error" role="alert">
          {loadFailed(record.error?.message ?? '')}
        </p>
      ) : (
        <div className="admin-detail">
          {notice && (
            <p className="admin-callout" role="status" data-testid={noticeTestId}>
              {notice}
            </p>
          )}
          {failure && (
            <p className="admin-error" role="alert" data-testid={failureTestId}>
              {failure.message || t('failed')}
            </p>
          )}
          {children(record.data)}
        </div>
      )}
      {dialogs}
    </Modal>
  );
}
