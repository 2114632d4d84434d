/**
 * The salon settings form (docs/product.md#salon-settings) on salonSettingsUpdateSchema, the server's own rules:
 * checked on Save (many fields above one button), each shown field error checked again as it is corrected. Undo
 * Changes puts back what is saved; a save shows the saved values. A category left at no SAC code is left out of the
 * update (settingsResolver).
 */
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { SalonSettingsUpdate } from '@shared/salon-settings.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import { FormFrame } from '@web/components/form-parts';
import { useText } from '@web/i18n';
import { CHECK_ON_SAVE, useSaveError } from '@web/lib/form-fields';
import { notifySuccess } from '@web/lib/notify';
import { useSaveSettings } from '../api';
import { settingsAdminText } from '../en';
import { GstSection, HindiSection, LinksSection, PlaceSection, SalonSection, UpiSection } from './SettingsSections';
import { SETTINGS_FIELDS, settingsResolver, settingsValues, type SettingsValues } from './settings-values';
import { TaxCodesSection } from './TaxCodesSection';
import { FiguresSection } from './FiguresSection';

export function SettingsForm({ settings }: { settings: SalonSettings }) {
  const { t } = useText(settingsAdminText);
  const form = useForm<SettingsValues, unknown, SalonSettingsUpdate>({
    resolver: settingsResolver,
    defaultValues: settingsValues(settings),
    ...CHECK_ON_SAVE,
  });
  const save = useSaveSettings();
  const saveError = useSaveError(form, { fields: SETTINGS_FIELDS, fallback: t('form.failed') });
  const submit = form.handleSubmit((update) =>
    save.mutate(update, {
      onSuccess: (answer) => {
        form.reset(settingsValues(answer.data));
        notifySuccess(t('toast.saved'));
      },
      onError: saveError,
    }),
  );

  return (
    <FormFrame
      onSubmit={submit}
      submitLabel={t('action.save')}
      cancelLabel={t('action.undo')}
      onCancel={() => form.reset()}
      isSaving={save.isPending}
    >
      <Stack gap="lg">
        <SalonSection form={form} />
        <PlaceSection form={form} />
        <LinksSection form={form} />
        <GstSection form={form} />
        <TaxCodesSection form={form} />
        <UpiSection form={form} />
        <HindiSection form={form} />
        <FiguresSection form={form} />
      </Stack>
    </FormFrame>
  );
}
