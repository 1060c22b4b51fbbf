import { EmptyState } from '../../../ui/empty-state';

/** What a records page shows when its range holds nothing. */
export function RecordsEmpty({ title, description }: { title: string; description?: string }) {
  return (
    <div data-testid="records-empty">
      <EmptyState title={title} description={description} />
    </div>
  );
}
