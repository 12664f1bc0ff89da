// The account forms' rules (zod) and their form state (react-hook-form). Each form says what is wrong in
// one toast and marks the fields at fault with aria-invalid; the marks stay until the form is sent again
// and the focus stays where the parent left it (the toast says what to fix).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './password-rules';

const FILL_EVERY_FIELD = 'Por favor, completa todos los campos';

/** Marks every empty field of `names` with `message`; true when any was empty. */
function markEmpty<T extends Record<string, unknown>>(
  values: T,
  names: (keyof T & string)[],
  context: z.RefinementCtx,
  message: string,
): boolean {
  const empty = names.filter((name) => !values[name]);
  for (const name of empty) context.addIssue({ code: 'custom', path: [name], message });
  return empty.length > 0;
}

/** A new password and its repetition: first they must match, then the password must be long enough. */
function checkNewPassword<T extends Record<string, unknown>>(
  values: T,
  password: keyof T & string,
  confirm: keyof T & string,
  context: z.RefinementCtx,
): void {
  if (values[password] !== values[confirm]) {
    for (const name of [password, confirm]) context.addIssue({ code: 'custom', path: [name], message: 'Las contraseñas no coinciden' });
    return;
  }
  if (String(values[password]).length < MIN_PASSWORD_LENGTH) {
    context.addIssue({
      code: 'custom',
      path: [password],
      message: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    });
  }
}

export const signInSchema = z
  .object({ email: z.string().trim(), password: z.string(), rememberMe: z.boolean() })
  .superRefine((values, context) => {
    markEmpty(values, ['email', 'password'], context, 'Por favor, introduce tu correo electrónico y tu contraseña.');
  });

export const signUpSchema = z
  .object({ email: z.string().trim(), password: z.string(), 'confirm-password': z.string() })
  .superRefine((values, context) => {
    if (markEmpty(values, ['email', 'password', 'confirm-password'], context, FILL_EVERY_FIELD)) return;
    checkNewPassword(values, 'password', 'confirm-password', context);
  });

export const newPasswordSchema = z
  .object({ 'new-password': z.string(), 'confirm-password': z.string() })
  .superRefine((values, context) => {
    if (markEmpty(values, ['new-password', 'confirm-password'], context, FILL_EVERY_FIELD)) return;
    checkNewPassword(values, 'new-password', 'confirm-password', context);
  });

/** The message of a refused form: every field at fault carries the same one, so any will do. */
function firstMessage(errors: FieldErrors): string | undefined {
  return Object.values(errors).find((error) => error?.message)?.message as string | undefined;
}

/**
 * A form checked by `schema` when it is sent (field names are the inputs' names). `submit(onValid)`
 * hands the checked values (e-mail trimmed) to `onValid`, or shows `errorTitle` with what is wrong.
 */
export function useAuthForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: Input,
  errorTitle: string,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const submit = (onValid: SubmitHandler<Output>) =>
    form.handleSubmit(onValid, (errors) => {
      toast.error(errorTitle, { description: firstMessage(errors) });
    });
  return { form, submit };
}
