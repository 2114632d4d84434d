import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslation, defineText, setLanguage, Trans, translatorFor, useText } from '.';

const layoutText = defineText('test-layout', {
  'account.login': 'Login',
  'cart.label_one': 'My Room, {{count}} item',
  'cart.label_other': 'My Room, {{count}} items',
  'category.count_one': '{{count}} service',
  'category.count_other': '{{count}} services',
});

describe('translation', () => {
  const layout = translatorFor(layoutText);
  afterEach(() => setLanguage('en'));

  it('finds a key of the handle and fills in its values', () => {
    expect(layout('account.login')).toBe('Login');
    expect(layout('category.count', { count: 1 })).toBe('1 service');
  });

  it('picks the plural form by the count', () => {
    expect(layout('cart.label', { count: 1 })).toBe('My Room, 1 item');
    expect(layout('cart.label', { count: 0 })).toBe('My Room, 0 items');
    expect(layout('cart.label', { count: 3 })).toBe('My Room, 3 items');
  });

  it('falls back to the default value, then to the key itself', () => {
    expect(layout('some.dynamic.key', { defaultValue: 'Shown instead' })).toBe('Shown instead');
    expect(layout('no.such.key' as never)).toBe('no.such.key');
  });

  it('registers a handle on its first use, with no import for its side effect', () => {
    const extra = defineText('test-extra', { hello: 'Hello {{name}}' });
    expect(translatorFor(extra)('hello', { name: 'Priya' })).toBe('Hello Priya');
  });

  it('refuses a second handle of the same namespace', () => {
    expect(() => defineText('test-layout', { other: 'text' })).toThrow(/defined twice/);
  });

  it('keeps one translator per namespace and language, so hooks depending on it do not rerun', () => {
    expect(translatorFor(layoutText)).toBe(layout);
  });

  it('shows another language where it has words, English where it has none, with its plural rule', () => {
    const words = defineText('test-language', {
      greet: 'Hello',
      day_one: '{{count}} Day',
      day_other: '{{count}} Days',
      left: 'Only English',
    });
    addTranslation(
      { namespace: words.namespace, words: { greet: 'नमस्ते', day_one: '{{count}} दिन', day_other: '{{count}} दिन' } },
      'hi',
    );
    const { result } = renderHook(() => useText(words));
    expect(result.current.t('greet')).toBe('Hello');
    act(() => setLanguage('hi'));
    expect(result.current.language).toBe('hi');
    expect(result.current.t('greet')).toBe('नमस्ते');
    expect(result.current.t('day', { count: 0 })).toBe('0 दिन');
    expect(result.current.t('left')).toBe('Only English');
  });

  it('renders the markup of a text with the given elements', () => {
    const markup = defineText('test-markup', { hint: '<strong>Forgot?</strong> Write to <chat>{{number}}</chat>.' });
    render(
      <p data-testid="hint">
        <Trans
          t={translatorFor(markup)}
          i18nKey="hint"
          values={{ number: '98765' }}
          components={{ strong: <strong />, chat: <a href="#chat" /> }}
        />
      </p>,
    );
    expect(screen.getByTestId('hint').innerHTML).toBe('<strong>Forgot?</strong> Write to <a href="#chat">98765</a>.');
  });
});
