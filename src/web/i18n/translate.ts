/**
 * The app's translation layer: flat keys per namespace, `{{name}}` interpolation, `count` plurals (`key_one`,
 * `key_other`, by the language's plural rule) and `defaultValue`, in the shape of react-i18next's
 * `useTranslation` and `Trans` (decision 008). English only for now: a second language is a second set of
 * resources and a plural rule, not a change to components.
 */
import {
  Children,
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { DEFAULT_NAMESPACE, resources, type Namespace, type Resources } from './resources';

type Bundle = Readonly<Record<string, string>>;

/** A key of a namespace, plural keys by their base ('cart.label' for 'cart.label_one' and 'cart.label_other'). */
export type TranslationKey<N extends Namespace> = keyof Resources[N] extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K & string
  : never;

export interface TOptions {
  /** Picks the plural form and is available as {{count}}. */
  count?: number;
  /** The text when the key is missing (text that is not a key of ours, such as a server message). */
  defaultValue?: string;
  [value: string]: unknown;
}

export interface TFunction<N extends Namespace = typeof DEFAULT_NAMESPACE> {
  (key: TranslationKey<N>, options?: TOptions): string;
  (key: string, options: TOptions & { defaultValue: string }): string;
}

/** CLDR plural categories the app's languages use. */
const PLURAL_RULES: Record<string, (count: number) => 'one' | 'other'> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
};

const bundles = new Map<string, Bundle>(Object.entries(resources.en));
const translators = new Map<string, TFunction<Namespace>>();

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function translate(namespace: string, key: string, options?: TOptions): string {
  const bundle = bundles.get(namespace);
  let text: string | undefined;
  if (bundle && typeof options?.count === 'number') {
    text = bundle[`${key}_${PLURAL_RULES[i18n.language]!(options.count)}`];
  }
  text ??= bundle?.[key] ?? options?.defaultValue ?? key;
  return interpolate(text, options);
}

export const i18n = {
  language: 'en',
  hasResourceBundle: (_language: string, namespace: string): boolean => bundles.has(namespace),
  addResourceBundle(_language: string, namespace: string, bundle: Bundle): void {
    bundles.set(namespace, { ...bundles.get(namespace), ...bundle });
  },
  t: (key: string, options?: TOptions & { ns?: Namespace }): string =>
    translate(options?.ns ?? DEFAULT_NAMESPACE, key, options),
};

/** The translator of a namespace (one per namespace, so its identity never changes between renders). */
export function translatorFor<N extends Namespace>(namespace: N): TFunction<N> {
  let t = translators.get(namespace);
  if (!t) {
    t = ((key: string, options?: TOptions) => translate(namespace, key, options)) as TFunction<Namespace>;
    translators.set(namespace, t);
  }
  return t as TFunction<N>;
}

export function useTranslation<N extends Namespace = typeof DEFAULT_NAMESPACE>(
  namespace?: N,
): { t: TFunction<N>; i18n: typeof i18n } {
  return { t: translatorFor(namespace ?? (DEFAULT_NAMESPACE as N)), i18n };
}

interface TransProps<N extends Namespace> {
  t: TFunction<N>;
  i18nKey: TranslationKey<N>;
  values?: TOptions;
  /** Elements for the text's tags: '<strong>Hi</strong>' with { strong: <strong /> } renders <strong>Hi</strong>. */
  components?: Record<string, ReactElement>;
}

/** A translated text with markup: each `<name>…</name>` becomes the given element around its inner text. */
export function Trans<N extends Namespace>({ t, i18nKey, values, components = {} }: TransProps<N>): ReactNode {
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
