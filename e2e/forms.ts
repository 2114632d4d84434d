/** The steps the back-office journeys take in a form dialog, in the words of the page (button and field labels). */
import type { Locator, Page } from '@playwright/test';
import { expect, screenshot } from './support';

/** Clicks the page's button `button` and gives the dialog it opens (named as the button unless told). */
export async function openDialog(page: Page, button: string, dialogName: string = button): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: dialogName });
}

/** Sends the dialog (its button `submit`) as it is and sees each of `messages`. */
export async function expectMessagesOnSubmit(dialog: Locator, submit: string, messages: readonly string[]) {
  await dialog.getByRole('button', { name: submit }).click();
  for (const message of messages) await expect(dialog.getByText(message)).toBeVisible();
}

/** Fills the dialog's fields, by label, in the order given. */
export async function fillByLabel(dialog: Locator, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
}

/**
 * A form sent with a value it refuses, then put right: `send` sends it and `refusal` shows (kept in a screenshot
 * `shot`); then `field` gets `fixed`, the form is sent again and the page says `saved`.
 */
export async function expectRefusedThenSaved(
  page: Page,
  form: { send: () => Promise<void>; refusal: Locator; shot: string; field: Locator; fixed: string; saved: string },
): Promise<void> {
  await form.send();
  await expect(form.refusal).toBeVisible();
  await screenshot(page, form.shot);
  await form.field.fill(form.fixed);
  await form.send();
  await expect(page.getByText(form.saved)).toBeVisible();
}
