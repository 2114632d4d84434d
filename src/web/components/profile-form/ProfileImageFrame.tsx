/**
 * The look of the profile picture chooser, one for the profile form's (ProfileImageInput) and the register form's
 * island markup (ProfileImageField): its label and hint, a preview, a button that opens a real, labelled file input
 * (visually hidden, still focusable), and what the chooser shows beside it.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Avatar, Button, Group, Input, Stack, VisuallyHidden, type InputWrapperProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import classes from './ProfileImageFrame.module.css';
import { profileFormText } from './en';

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

type DataAttributes = Record<`data-${string}`, string | number>;

interface ProfileImageFrameProps {
  previewSrc: string;
  /** The button's words. */
  chooseLabel: ReactNode;
  /** Beside the button (Remove). */
  remove?: ReactNode;
  /** Under the buttons (the chosen file's name). */
  fileName?: ReactNode;
  wrapperProps?: Omit<InputWrapperProps, 'label' | 'labelProps' | 'description'> & DataAttributes;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & DataAttributes;
  /** Under the whole field: an error element, given the file input's id. */
  children?: (id: string) => ReactNode;
}

export function ProfileImageFrame(props: ProfileImageFrameProps) {
  const { previewSrc, chooseLabel, remove, fileName, wrapperProps, inputProps, children } = props;
  const { t } = useText(profileFormText);
  // The file input's id, which the label and the button point at.
  const id = useId();
  return (
    <Input.Wrapper
      label={t('field.profileImage')}
      labelProps={{ htmlFor: id }}
      description={t('image.hint')}
      {...wrapperProps}
    >
      <Group gap="md" mt={6} wrap="nowrap" className={classes.row}>
        <Avatar
          src={previewSrc}
          alt={t('image.previewAlt')}
          size={64}
          radius="xl"
          imageProps={{ width: 64, height: 64 }}
        />
        <Stack gap={4}>
          <Group gap="xs">
            <Button
              component="label"
              htmlFor={id}
              variant="light"
              size="xs"
              leftSection={<IconPhoto size={16} aria-hidden />}
            >
              {chooseLabel}
            </Button>
            {remove}
          </Group>
          {fileName}
        </Stack>
        <VisuallyHidden>
          <input id={id} type="file" accept={PROFILE_IMAGE_TYPES.join(',')} {...inputProps} />
        </VisuallyHidden>
      </Group>
      {children?.(id)}
    </Input.Wrapper>
  );
}
