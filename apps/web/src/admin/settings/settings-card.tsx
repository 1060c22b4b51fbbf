import type { ReactNode } from 'react';

/** One part of a settings tab: a card with its title, a line on what it sets, and its fields. */
export function SettingsCard({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="admin-card" data-testid={testId}>
      <h2>{title}</h2>
      {hint && <p className="admin-muted">{hint}</p>}
      {children}
    </section>
  );
}
