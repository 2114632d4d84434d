/**
 * The parts of the login and register forms as markup for their islands (account-form.ts describes it): Mantine's
 * inputs and button as they look, each field's error element in the page and hidden, the password's show/hide
 * button with both its icons, and the messages the island may show, hidden, in the visitor's language. Each
 * attribute the island changes is rendered once, with its first value, so React's re-renders leave the island's
 * state alone (docs/architecture.md#fast-public-pages).
 */
import { useId, type ReactNode } from 'react';
import { Button, Input, PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { useMessageText } from '@web/i18n/message-text';
import { CLIENT_FAILURE } from '@web/lib/api';
import type { FormMessage } from '../account-messages';
import classes from './island-fields.module.css';

/** A field's error element, empty and hidden until the island fills it; `underInput` for a Mantine input's. */
export function FieldError({ id, underInput = false }: { id: string; underInput?: boolean }) {
  const className = underInput ? `${classes.error} ${classes.underInput}` : classes.error;
  return <Input.Error id={id} hidden data-field-error className={className} />;
}

type FieldProps<P> = Omit<P, 'error' | 'name' | 'id' | 'inputContainer' | 'wrapperProps'> & { name: string };

/** What makes a Mantine input the island's field `name`: its id and name, its root marked, its error element under it. */
function useIslandField(name: string) {
  const id = useId();
  return {
    id,
    name,
    wrapperProps: { 'data-field': name },
    inputContainer: (input: ReactNode) => (
      <>
        {input}
        <FieldError id={`${id}-error`} underInput />
      </>
    ),
  };
}

/** Mantine's TextInput as the island's field `name`. */
export function IslandTextInput({ name, ...props }: FieldProps<TextInputProps>) {
  const field = useIslandField(name);
  return <TextInput {...props} {...field} />;
}

/** The paths of Mantine's two eye icons: open, and crossed. */
const EYE_OPEN =
  'M7.5 11C4.80285 11 2.52952 9.62184 1.09622 7.50001C2.52952 5.37816 4.80285 4 7.5 4C10.1971 4 12.4705 5.37816 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11ZM7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C1.65639 10.2936 4.30786 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C13.3436 4.70638 10.6921 3 7.5 3ZM7.5 9.5C8.60457 9.5 9.5 8.60457 9.5 7.5C9.5 6.39543 8.60457 5.5 7.5 5.5C6.39543 5.5 5.5 6.39543 5.5 7.5C5.5 8.60457 6.39543 9.5 7.5 9.5Z';
const EYE_CROSSED =
  'M13.3536 2.35355C13.5488 2.15829 13.5488 1.84171 13.3536 1.64645C13.1583 1.45118 12.8417 1.45118 12.6464 1.64645L10.6828 3.61012C9.70652 3.21671 8.63759 3 7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C0.902945 9.08812 2.02314 10.1861 3.36061 10.9323L1.64645 12.6464C1.45118 12.8417 1.45118 13.1583 1.64645 13.3536C1.84171 13.5488 2.15829 13.5488 2.35355 13.3536L4.31723 11.3899C5.29348 11.7833 6.36241 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C14.0971 5.9119 12.9769 4.81391 11.6394 4.06771L13.3536 2.35355ZM9.90428 4.38861C9.15332 4.1361 8.34759 4 7.5 4C4.80285 4 2.52952 5.37816 1.09622 7.50001C1.87284 8.6497 2.89609 9.58106 4.09974 10.1931L9.90428 4.38861ZM5.09572 10.6114L10.9003 4.80685C12.1039 5.41894 13.1272 6.35031 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11C6.65241 11 5.84668 10.8639 5.09572 10.6114Z';

/** Mantine's two eye icons, as its PasswordInput draws them: open while hidden, crossed while shown. */
function VisibilityIcons() {
  const size = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };
  return (
    <>
      {[
        [classes.eyeOpen, EYE_OPEN],
        [classes.eyeCrossed, EYE_CROSSED],
      ].map(([className, path]) => (
        <span key={path} className={className}>
          <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={size}>
            <path d={path} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </span>
      ))}
    </>
  );
}

/**
 * Mantine's PasswordInput as the island's field `name`, as IslandTextInput; Mantine's own visibility state
 * stays at hidden and the island shows and hides the password.
 */
export function IslandPasswordInput({ name, ...props }: FieldProps<PasswordInputProps>) {
  const field = useIslandField(name);
  return (
    <PasswordInput {...props} {...field} visible={false} visibilityToggleIcon={VisibilityIcons} aria-invalid={false} />
  );
}

/** The form's send button: a plain button until the island makes it the submit button. */
export function IslandSubmitButton({ children }: { children: ReactNode }) {
  return (
    <Button type="button" data-submit fullWidth size="md" className={classes.submit}>
      {children}
    </Button>
  );
}

/**
 * The messages the island may show, in the visitor's language (docs/architecture.md#text), in attributes of hidden
 * elements: the page's text stays what the visitor reads, once.
 */
export function FormMessages({ messages }: { messages: readonly FormMessage[] }) {
  const messageText = useMessageText();
  return (
    <div hidden>
      {messages.map(([code, words]) => (
        <data key={`${code} ${words}`} data-message={code} data-message-en={words} value={messageText(words, code)} />
      ))}
      <data data-failure="network" value={messageText(CLIENT_FAILURE.network)} />
      <data data-failure="unreadable" value={messageText(CLIENT_FAILURE.unreadable)} />
    </div>
  );
}
