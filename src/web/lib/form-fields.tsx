/**
 * The one wiring of every form on a shared schema (src/shared/*.schemas.ts, the same one the server checks with):
 * react-hook-form with the schema's resolver; a field that shows an error is checked again as it is corrected; error
 * text goes through i18n; a refused save shows the server's words (a toast, and a 422's field errors under their fields
 * too). Registered inputs take useFieldProps, controlled ones (date pickers, selects, amounts) SchemaField. The
 * accounts forms validate on blur (docs/product.md#validation-on-blur); the others when submitted, then on each change.
 */
import type { ReactElement } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RefCallBack,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';
import { useMessageText } from '@web/i18n/message-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the transformed type does not matter here
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * When a form checks (docs/product.md#validation-on-blur): each field as it loses focus, then again as a field that
 * shows an error changes. The cash book's, a payment's, Quick Invoice's and the service form check on Save instead:
 * their Save sits below many fields, and an error appearing on blur would move it as the pointer goes down on it.
 */
export const CHECK_ON_BLUR = { mode: 'onBlur', reValidateMode: 'onChange' } as const;
export const CHECK_ON_SAVE = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

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
  const messageText = useMessageText();
  const { register, trigger, formState } = form;
  const { errors } = formState;
  return (name: Path<T>) => ({
    ...register(name, {
      onChange: () => {
        if (get(errors, name)) void trigger(name);
      },
    }),
    error: messageText((get(errors, name) as FieldError | undefined)?.message),
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

/** What a controlled input gets from SchemaField. */
export interface SchemaFieldProps<V> {
  name: string;
  ref: RefCallBack;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** The field's message, translated. */
  error: string | undefined;
}

interface SchemaFieldOwnProps<T extends FieldValues, N extends Path<T>> {
  form: AnyForm<T>;
  name: N;
  /** Fields checked again with this one while one of them shows an error (a rule across fields). */
  recheck?: readonly Path<T>[];
  render: (field: SchemaFieldProps<T[N]>) => ReactElement;
}

/** A controlled input on a field of the form. */
export function SchemaField<T extends FieldValues, N extends Path<T>>(props: SchemaFieldOwnProps<T, N>) {
  const { form, name, recheck = [] } = props;
  const messageText = useMessageText();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) =>
        props.render({
          name: field.name,
          ref: field.ref,
          value: field.value as T[N],
          onBlur: field.onBlur,
          onChange: (value) => {
            field.onChange(value);
            if (fieldState.error || recheck.some((other) => get(form.formState.errors, other))) {
              void form.trigger([name, ...recheck]);
            }
          },
          error: messageText(fieldState.error?.message),
        })
      }
    />
  );
}

interface SaveErrorOptions<T extends FieldValues> {
  /** The form's fields a 422 may name. */
  fields: readonly Path<T>[];
  /** Said when the server was not reached or answered nothing readable. */
  fallback: string;
  /** The thing is gone (404): nothing left to edit. */
  onGone?: () => void;
}

/**
 * What a refused save shows (docs/product.md#errors-back-office: a toast with the server's message): the first message
 * the server gave (a field's, else its error text) as a toast, and each field error of a 422 under its field too.
 */
export function useSaveError<T extends FieldValues>(form: AnyForm<T>, options: SaveErrorOptions<T>) {
  const messageText = useMessageText();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return notifyError(options.fallback);
    showServerFieldErrors(form, error, options.fields);
    const firstFieldMessage = Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
    notifyError(messageText(firstFieldMessage ?? error.displayText));
    if (error.status === 404) options.onGone?.();
  };
}
