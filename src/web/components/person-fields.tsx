/**
 * The inputs of a person's details, as registration, the profile and Add Customer ask them
 * (docs/product.md#validation-profile, #validation-add-customer): a 10-digit phone, the gender, the address and a
 * comment. Each takes the field's props (label, useFieldProps) like the input it wraps.
 */
import {
  NativeSelect,
  Textarea,
  TextInput,
  type NativeSelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';

/** A phone number: the phone's number pad, 10 digits at most. */
export function PhoneInput(props: TextInputProps) {
  return <TextInput type="tel" inputMode="numeric" maxLength={10} {...props} />;
}

interface GenderSelectProps extends Omit<NativeSelectProps, 'data'> {
  labels: { male: string; female: string };
}

/** Male ('1') or female ('2'). */
export function GenderSelect({ labels, ...props }: GenderSelectProps) {
  return (
    <NativeSelect
      data={[
        { value: '1', label: labels.male },
        { value: '2', label: labels.female },
      ]}
      {...props}
    />
  );
}

/** An address: two to four lines, growing as it is typed. */
export function AddressInput(props: TextareaProps) {
  return <Textarea autosize minRows={2} maxRows={4} {...props} />;
}

/** A comment: two to five lines, growing as it is typed. */
export function CommentInput(props: TextareaProps) {
  return <Textarea autosize minRows={2} maxRows={5} {...props} />;
}
