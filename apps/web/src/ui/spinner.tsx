import './spinner.css';

/** A small inline spinner; `label` is read by screen readers when given. */
export function Spinner({ size = 18, label }: { size?: number; label?: string }) {
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
