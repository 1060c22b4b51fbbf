import type { ReactNode } from 'react';
import { LoadState } from './load-state';
import { Modal } from './modal';
import './framed-page-dialog.css';

/**
 * Another site's page (a provider's round page) framed in a dialog once its address is loaded,
 * with a link that opens it in a tab of its own. The page is shown as its site serves it.
 */
export function FramedPageDialog({
  open,
  onClose,
  title,
  frameTitle,
  newTabLabel,
  query,
  testId,
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  frameTitle: string;
  newTabLabel: string;
  query: { isPending: boolean; error: Error | null; data: { url: string } | undefined; refetch(): Promise<unknown> };
  testId: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg" draggable={false} testId={testId}>
      <LoadState query={query}>
        {(value) => (
          <div className="framed-page">
            <iframe className="framed-page__frame" src={value.url} title={frameTitle} data-testid={`${testId}-frame`} />
            <a href={value.url} target="_blank" rel="noopener noreferrer">
              {newTabLabel}
            </a>
          </div>
        )}
      </LoadState>
    </Modal>
  );
}
