/**
 * The admin's salon settings (docs/product.md#salon-settings): read as every page reads them (GET /api/settings), saved
 * with POST /api/settings/update. A save puts the answer in the settings query, so the header, footer and contact
 * widget of this tab show the change at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalonSettingsUpdate } from '@shared/salon-settings.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import { api } from '@web/lib/api';
import { settingsQuery } from '@web/lib/salon-settings';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SalonSettingsUpdate) =>
      api.post<{ message: string; data: SalonSettings }>('/settings/update', settings),
    onSuccess: (answer) => queryClient.setQueryData(settingsQuery.queryKey, answer.data),
  });
}
