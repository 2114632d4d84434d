import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@shared/constants';
import { DOCUMENT_TOAST_MS, showDocumentError } from './document-toast';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('showDocumentError', () => {
  it('lasts as long as the app’s toasts', () => {
    expect(DOCUMENT_TOAST_MS).toBe(TOAST_DURATION_MS);
  });

  it('shows the text as an alert, gone after the toasts’ 3 seconds', () => {
    showDocumentError('The phone number or password is incorrect.');
    expect(screen.getByRole('alert')).toHaveTextContent('The phone number or password is incorrect.');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'leaving');
    vi.advanceTimersByTime(250);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays while the pointer rests on it, and goes when closed', () => {
    showDocumentError('Please Login first to Access Cart');
    const toast = screen.getByRole('alert');
    fireEvent.pointerEnter(toast);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(toast).not.toHaveAttribute('data-state');
    fireEvent.pointerLeave(toast);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toast).toHaveAttribute('data-state', 'leaving');

    vi.advanceTimersByTime(250);
    showDocumentError('Again');
    fireEvent.click(screen.getByRole('alert').querySelector('button')!);
    vi.advanceTimersByTime(250);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows four at most, the oldest going first, one under another in one stack', () => {
    for (const text of ['one', 'two', 'three', 'four', 'five']) showDocumentError(text);
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['two', 'three', 'four', 'five']);
    expect(document.querySelectorAll('[data-document-toasts]')).toHaveLength(1);
  });
});
