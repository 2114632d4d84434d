/**
 * The admin's salon settings (docs/product.md#salon-settings): read as every page reads them (GET /api/settings), saved
 * with POST /api/settings/update. A save puts the answer in the settings query, so the header, footer and contact
 * widget of this tab show the change at once. The photos have their own calls, each saved at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalonSettingsUpdate } from '@shared/salon-settings.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import type { PhotoMove, PhotoPlace, PhotoRemove, PhotosAnswer } from '@shared/site-photos.schemas';
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

/** After a photo change: the answer's photos go into the settings every page reads (docs/product.md#salon-photos). */
function usePhotoChange<Payload>(send: (payload: Payload) => Promise<PhotosAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) =>
      queryClient.setQueryData(settingsQuery.queryKey, (settings: SalonSettings | undefined) =>
        settings ? { ...settings, photos: answer.data } : settings,
      ),
  });
}

export interface PhotoUpload {
  place: PhotoPlace;
  alt: string;
  altHi: string;
  image: File;
}

export function useAddPhoto() {
  return usePhotoChange(({ place, alt, altHi, image }: PhotoUpload) => {
    const form = new FormData();
    form.append('place', place);
    form.append('alt', alt);
    form.append('altHi', altHi);
    form.append('image', image);
    return api.post<PhotosAnswer>('/settings/photos/add', form);
  });
}

export function useRemovePhoto() {
  return usePhotoChange((photo: PhotoRemove) => api.post<PhotosAnswer>('/settings/photos/remove', { ...photo }));
}

export function useMovePhoto() {
  return usePhotoChange((move: PhotoMove) => api.post<PhotosAnswer>('/settings/photos/move', { ...move }));
}
