import type { ReactNode } from 'react';

/** The title block at the top of a page: an optional drawing, the title and one line under it. */
export function PageHeading({ icon, title, subtitle }: { icon?: ReactNode; title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="page-heading">
      {icon ? (
        <span className="page-heading__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div>
        <h1 className="page-heading__title">{title}</h1>
        {subtitle ? <p className="page-heading__subtitle">{subtitle}</p> : null}
      </div>
    </header>
  );
}

/** A titled block of a page. */
export function PageSection({
  title,
  icon,
  aside,
  children,
  className,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={className ? `page-section ${className}` : 'page-section'} data-testid={testId}>
      <div className="page-section__head">
        <h2 className="page-section__title">
          {icon}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
