import type { ReactNode } from 'react';

/** One section of the page: its heading (which names it), a hint, and its content. */
export function RgSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="rg-section" aria-labelledby={id}>
      <h4 id={id} className="rg-section__title">
        {title}
      </h4>
      {hint ? <p className="rg-section__hint">{hint}</p> : null}
      {children}
    </section>
  );
}

/** A refusal under a form, read out as it appears. */
export function RgError({ error }: { error: string | null }) {
  return error ? (
    <p className="rg-error" role="alert">
      {error}
    </p>
  ) : null;
}
