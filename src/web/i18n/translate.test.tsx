import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, Trans, translatorFor } from '.';

describe('translation', () => {
  const layout = translatorFor('layout');

  it('finds a key of the namespace and fills in its values', () => {
    expect(layout('account.login')).toBe('Login');
    expect(translatorFor('catalogue')('category.count', { count: 1 })).toBe('1 service');
  });

  it('picks the plural form by the count', () => {
    expect(layout('cart.label', { count: 1 })).toBe('My Room, 1 item');
    expect(layout('cart.label', { count: 0 })).toBe('My Room, 0 items');
    expect(layout('cart.label', { count: 3 })).toBe('My Room, 3 items');
  });

  it('falls back to the default value, then to the key itself', () => {
    expect(layout('Some server text', { defaultValue: 'Some server text' })).toBe('Some server text');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });

  it('takes namespaces added later, as pages register them', () => {
    expect(i18n.hasResourceBundle('en', 'test-extra')).toBe(false);
    i18n.addResourceBundle('en', 'test-extra', { hello: 'Hello {{name}}' });
    expect(i18n.t('hello', { ns: 'test-extra' as never, name: 'Priya' })).toBe('Hello Priya');
  });

  it('keeps one translator per namespace, so hooks depending on it do not rerun', () => {
    expect(translatorFor('layout')).toBe(layout);
  });

  it('renders the markup of a text with the given elements', () => {
    i18n.addResourceBundle('en', 'test-markup', { hint: '<strong>Forgot?</strong> Write to <chat>{{number}}</chat>.' });
    const t = translatorFor('test-markup' as never) as never;
    render(
      <p data-testid="hint">
        <Trans
          t={t}
          i18nKey={'hint' as never}
          values={{ number: '98765' }}
          components={{ strong: <strong />, chat: <a href="#chat" /> }}
        />
      </p>,
    );
    expect(screen.getByTestId('hint').innerHTML).toBe('<strong>Forgot?</strong> Write to <a href="#chat">98765</a>.');
  });
});
