import type { ReactNode } from 'react';
import { Label } from './label';

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
  /** Extra element placed at the right of the label (e.g. '¿Olvidaste tu contraseña?'). */
  aside?: ReactNode;
}

/** A label, its control and an optional hint (linked with aria-describedby by the caller: `${id}-hint`). */
export function Field({ id, label, hint, children, aside }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
