import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ActionStatus } from './action-status';
import { ChoiceOptions } from './list-filters';
import './list-tab.css';
import './pressed.css';

/** A list's filter: one of a few values, or all of them (''). */
export function ListFilter<Value extends string>({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: Value | '';
  onChange: (value: Value | '') => void;
  options: readonly { value: Value; label: string }[];
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <label className="admin-list-filter">
      <span className="admin-muted">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as Value | '')} data-testid={testId}>
        <option value="">{t('fields.all')}</option>
        <ChoiceOptions choices={options} />
      </select>
    </label>
  );
}

/** What the last action did (announced politely) and why the list could not be read. */
export function ListMessages({
  notice,
  noticeTestId,
  error,
}: {
  notice: string | null;
  noticeTestId: string;
  error?: { message: string } | null;
}) {
  return <ActionStatus notice={notice} noticeTestId={noticeTestId} error={error?.message} />;
}

/** A row of pressed/unpressed buttons choosing one value: a queue's status, a preview's language. */
export function PressedChoices<Value extends string>({
  label,
  value,
  onPick,
  options,
  testIdOf,
  small = false,
}: {
  label: string;
  value: Value;
  onPick: (value: Value) => void;
  options: readonly { value: Value; label: ReactNode }[];
  testIdOf: (value: Value) => string;
  small?: boolean;
}) {
  return (
    <div className={small ? 'admin-pressed admin-pressed--small' : 'admin-pressed'} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onPick(option.value)}
          data-testid={testIdOf(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A row's picture, or an empty frame of its size (`className` and `${className}--empty`). */
export function ListThumb({ src, className }: { src: string | null; className: string }) {
  return src ? (
    <img className={className} src={src} alt="" loading="lazy" />
  ) : (
    <span className={`${className} ${className}--empty`} aria-hidden="true" />
  );
}

/**
 * Previous / next for a list that knows no total, only whether more follows; hidden while all
 * of it fits on the first page. `label` is the section's "page N".
 */
export function PrevNextPager({
  page,
  hasMore,
  onPage,
  label,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  label: string;
}) {
  // The site's pager words (six languages); the console's own namespace has none for these.
  const { t } = useTranslation('common');
  if (page <= 1 && !hasMore) return null;
  return (
    <div className="admin-pager">
      <span className="admin-muted">{label}</span>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Button size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </div>
  );
}
