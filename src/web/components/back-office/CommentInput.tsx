/**
 * The comment of a back-office form (an expense, a salary payment, an attendance mark): a box that grows from two
 * lines to `maxRows` (five unless said) and stops at the shared schema's length. Registered with useFieldProps or
 * react-hook-form's register like any input.
 */
import { Textarea } from '@mantine/core';
import type { ComponentProps } from 'react';

type CommentInputProps = ComponentProps<typeof Textarea> & { label: string; maxLength: number };

export function CommentInput(props: CommentInputProps) {
  return <Textarea autosize minRows={2} maxRows={5} {...props} />;
}
