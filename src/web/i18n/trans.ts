/** A translated text with markup: each `<name>…</name>` becomes the given element around its inner text. */
import {
  Children,
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TextHandle, TFunction, TOptions, TranslationKey } from './translate';

interface TransProps<H extends TextHandle> {
  t: TFunction<H>;
  i18nKey: TranslationKey<H>;
  values?: TOptions;
  /** Elements for the text's tags: '<strong>Hi</strong>' with { strong: <strong /> } renders <strong>Hi</strong>. */
  components?: Record<string, ReactElement>;
}

export function Trans<H extends TextHandle>({ t, i18nKey, values, components = {} }: TransProps<H>): ReactNode {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(isValidElement(element) ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...Children.toArray(parts));
}
