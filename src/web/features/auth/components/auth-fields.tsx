// The fields of the account forms, bound to the react-hook-form of the form around them (FormProvider):
// each input's id and name are the field's name, and a field the last check refused is aria-invalid.
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MIN_PASSWORD_LENGTH } from '../password-rules';
import { PasswordInput } from './password-input';

/** An e-mail input as every account form shows it. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="email" autoComplete="email" inputMode="email" placeholder="tu@correo.com" {...props} />;
}

function useBoundField(name: string) {
  const { register, formState } = useFormContext();
  return { ...register(name), id: name, 'aria-invalid': formState.errors[name] ? true : undefined, required: true };
}

export function EmailField() {
  const field = useBoundField('email');
  return (
    <Field id={field.id} label="Correo electrónico">
      <EmailInput {...field} />
    </Field>
  );
}

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Shows the minimum length under the field (and points the input at it). */
  withLengthHint?: boolean;
  minLength?: number;
}

export function PasswordField({ name, label, autoComplete, withLengthHint, minLength }: PasswordFieldProps) {
  const field = useBoundField(name);
  return (
    <Field id={name} label={label} hint={withLengthHint ? `Mínimo ${MIN_PASSWORD_LENGTH} caracteres.` : undefined}>
      <PasswordInput
        {...field}
        autoComplete={autoComplete}
        aria-describedby={withLengthHint ? `${name}-hint` : undefined}
        minLength={minLength}
      />
    </Field>
  );
}

/** A new password (with its minimum length under it) and its repetition. */
export function NewPasswordFields({ name, label, minLength }: { name: string; label: string; minLength?: number }) {
  return (
    <>
      <PasswordField name={name} label={label} autoComplete="new-password" withLengthHint minLength={minLength} />
      <PasswordField name="confirm-password" label="Confirmar contraseña" autoComplete="new-password" />
    </>
  );
}
