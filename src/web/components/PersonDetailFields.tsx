/**
 * The details of a person that the profile and Add Customer both ask for, after their own first fields (name, phone)
 * (docs/product.md#validation-profile, #validation-add-customer): e-mail, gender, date of birth and anniversary two
 * to a row, then the address and a comment, in the words of person-details-en.ts; the e-mail's label is the form's own.
 */
import type { ReactNode } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PersonalDateFields } from '@web/components/PersonalDateFields';
import { AddressInput, CommentInput, GenderSelect } from '@web/components/person-fields';
import { useFieldProps } from '@web/lib/form-fields';
import { useText } from '@web/i18n';
import { personDetailsText } from './person-details-en';

interface PersonDetailFieldsProps<T extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<T, unknown, Output>;
  /** The salon's today: no later date can be picked. */
  today: string;
  emailLabel: string;
  /** The person's own details: the browser may fill in their e-mail and address (not for someone else's). */
  ownDetails?: boolean;
  /** The fields before these in the grid. */
  children: ReactNode;
}

export function PersonDetailFields<T extends FieldValues, Output extends FieldValues>({
  form,
  today,
  emailLabel,
  ownDetails = false,
  children,
}: PersonDetailFieldsProps<T, Output>) {
  const { t: text } = useText(personDetailsText);
  const field = useFieldProps(form);
  const named = (name: 'email' | 'gender' | 'address' | 'comment') => field(name as Path<T>);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
        <TextInput label={emailLabel} type="email" autoComplete={ownDetails ? 'email' : 'off'} {...named('email')} />
        <GenderSelect
          label={text('field.gender')}
          labels={{ male: text('gender.male'), female: text('gender.female') }}
          {...named('gender')}
        />
        <PersonalDateFields
          form={form}
          today={today}
          labels={{ dob: text('field.dob'), anniversary: text('field.anniversary') }}
        />
      </SimpleGrid>
      <AddressInput
        label={text('field.address')}
        autoComplete={ownDetails ? 'street-address' : 'off'}
        {...named('address')}
      />
      <CommentInput label={text('field.comment')} {...named('comment')} />
    </>
  );
}
