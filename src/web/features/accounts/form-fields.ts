/**
 * Shared wiring of the account forms: validation on blur (docs/product.md#validation), a field that shows an error is
 * checked again as it is corrected, error text goes through i18n, and field errors of a 422 land under their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from '@web/lib/api';
import { useValidationText } from '@web/i18n/use-message-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the transformed type does not matter here
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * zodResolver for a form whose field values are typed by the form. The shared schemas preprocess their input
 * (numbers typed as text, blanks), so zod infers `unknown` inputs; the form's own value type is the truth here.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
}

export function useFieldProps<T extends FieldValues>(form: AnyForm<T>) {
  const validationText = useValidationText();
  const { register, trigger, formState } = form;
  const { errors } = formState;
  return (name: Path<T>) => ({
    ...register(name, {
      onChange: () => {
        if (get(errors, name)) void trigger(name);
      },
    }),
    error: validationText((get(errors, name) as FieldError | undefined)?.message),
  });
}

/** Puts the server's 422 field errors under the form's own fields; answers true when any was placed. */
export function showServerFieldErrors<T extends FieldValues>(
  form: AnyForm<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  let placed = false;
  for (const field of fields) {
    const message = error.firstFieldError(field);
    if (message) {
      form.setError(field, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}

export function hasErrors<T extends FieldValues>(form: AnyForm<T>): boolean {
  return Object.keys(form.formState.errors).length > 0;
}
