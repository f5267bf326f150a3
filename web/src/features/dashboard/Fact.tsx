import type { ReactNode } from 'react';

/** One term and its value in a `<dl className="facts">`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
