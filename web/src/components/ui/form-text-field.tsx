import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

interface FormTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Extra content at the right of the label row (e.g. a "Forgot Password" link). */
  labelAside?: ReactNode;
}

/** A labelled input whose error and hint are announced through aria-describedby. */
export const FormTextField = forwardRef<HTMLInputElement, FormTextFieldProps>(
  ({ label, error, hint, labelAside, id: givenId, className, ...props }, ref) => {
    const generated = useId();
    const id = givenId ?? generated;
    const errorId = `${id}-error`;
    const hintId = `${id}-hint`;
    const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
    return (
      <div className={className ?? 'grid gap-1.5'}>
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
        <Input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...props}
        />
        {hint && !error && (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
        <FieldError id={errorId} message={error} />
      </div>
    );
  },
);
FormTextField.displayName = 'FormTextField';
