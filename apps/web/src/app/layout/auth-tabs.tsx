import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

/**
 * The auth popups' tabs (log in or register, reset by e-mail or phone, register by username or
 * mobile) over their panel. With one choice there is no tab row and the panel is plain.
 */
export function AuthTabs<T extends string>({
  tabs,
  value,
  label,
  small = false,
  onChange,
  text,
  testId,
  children,
}: {
  tabs: readonly T[];
  value: NoInfer<T>;
  label: string;
  small?: boolean;
  onChange(tab: NoInfer<T>): void;
  text(tab: T): string;
  testId(tab: T): string;
  children: ReactNode;
}) {
  const baseId = useId();
  const tabbed = tabs.length > 1;
  return (
    <>
      {tabbed && (
        <div className={clsx('auth-tabs', small && 'auth-tabs--small')} role="tablist" aria-label={label}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${baseId}-${name}`}
              className="auth-tabs__tab"
              aria-selected={value === name}
              data-testid={testId(name)}
              onClick={() => onChange(name)}
            >
              {text(name)}
            </button>
          ))}
        </div>
      )}
      <div role={tabbed ? 'tabpanel' : undefined} aria-labelledby={tabbed ? `${baseId}-${value}` : undefined}>
        {children}
      </div>
    </>
  );
}
