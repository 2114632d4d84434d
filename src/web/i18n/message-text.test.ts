import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '@shared/expenses.schemas';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { addMessageTranslations, useMessageText } from './message-text';
import { setLanguage } from '.';

describe('message text', () => {
  afterEach(() => setLanguage('en'));

  it('shows a message in English as it came, and undefined as undefined', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current(ACCOUNT_MESSAGES.phoneTaken)).toBe('The phone has already been taken.');
    expect(result.current('Words the app does not know')).toBe('Words the app does not know');
    expect(result.current(undefined)).toBeUndefined();
  });

  it('shows the language’s words for a message’s code, with its values, once the catalogue is there', async () => {
    addMessageTranslations('hi', {
      'accounts.phoneTaken': 'यह फ़ोन नंबर पहले से लिया जा चुका है।',
      'expenses.beforePrevious': 'तारीख़ पिछली एंट्री की तारीख़ ({{date}}) से पहले नहीं हो सकती।',
    });
    const { result } = renderHook(() => useMessageText());
    act(() => setLanguage('hi'));
    await waitFor(() => expect(result.current(ACCOUNT_MESSAGES.phoneTaken)).toBe('यह फ़ोन नंबर पहले से लिया जा चुका है।'));
    expect(result.current(EXPENSE_MESSAGES.beforePrevious('12 Nov 2026'))).toBe(
      'तारीख़ पिछली एंट्री की तारीख़ (12 Nov 2026) से पहले नहीं हो सकती।',
    );
    // The server's code wins over the words' own code (two codes may share English words).
    expect(result.current('Some words', 'accounts.phoneTaken')).toBe('यह फ़ोन नंबर पहले से लिया जा चुका है।');
    expect(result.current(ACCOUNT_MESSAGES.busy)).toBe(ACCOUNT_MESSAGES.busy);
  });
});
