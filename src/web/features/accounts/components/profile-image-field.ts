/**
 * The register form's picture (docs/product.md#register: optional), part of its island on the markup
 * ProfileImageField renders: a chosen picture shows in the preview with its name, Change and Remove; a file of
 * another type or over 5 MB is refused before any upload, under the field, in the words of the profile's chooser.
 * The chosen file stays in the file input, which is what the form sends.
 */
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import type { listeners } from '@web/lib/islands';
import { findField, showFieldError, shownText } from './account-form';

/**
 * Why a file cannot be the picture, or undefined: its type is not among the input's `accept`, or it is larger than
 * the input's `data-max-bytes` (the markup carries both, from the profile's chooser and src/shared/constants.ts).
 */
export function imageProblem(file: File, input: HTMLInputElement): string | undefined {
  if (!input.accept.split(',').includes(file.type)) return ACCOUNT_MESSAGES.imageInvalid;
  if (file.size > Number(input.dataset.maxBytes)) return ACCOUNT_MESSAGES.imageTooLarge;
  return undefined;
}

/** The picture chosen in the field `name`, if any. */
export function chosenImage(root: HTMLElement, name: string): File | undefined {
  return findField(root, name)?.input.files?.[0];
}

export function attachProfileImageField(root: HTMLElement, name: string, events: ReturnType<typeof listeners>): void {
  const field = findField(root, name);
  const preview = field?.root.querySelector('img');
  const fileName = field?.root.querySelector('[data-file-name]');
  const remove = field?.root.querySelector<HTMLElement>('button[data-remove]');
  if (!field || !preview || !fileName || !remove) return;
  const { input, root: fieldRoot } = field;
  let previewUrl: string | undefined;

  const show = (file: File | undefined) => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    previewUrl = file && URL.createObjectURL(file);
    preview.src = previewUrl ?? fieldRoot.dataset.emptySrc ?? '';
    fileName.textContent = file?.name ?? '';
    fieldRoot.dataset.state = file ? 'chosen' : 'empty';
  };

  const choose = () => {
    const file = input.files?.[0];
    const problem = file && imageProblem(file, input);
    showFieldError(field, problem && shownText(root, problem));
    if (problem) input.value = '';
    show(problem ? undefined : file);
  };
  events.on(input, 'change', choose);
  // Chosen before the island arrived (a guest's page): shown now.
  if (input.files?.length) choose();
  events.on(remove, 'click', () => {
    input.value = '';
    show(undefined);
  });
}
