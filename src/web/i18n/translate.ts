/**
 * The app's text (docs/architecture.md#text, decision 016). Each feature defines its English text once, in its own
 * en.ts, as a handle: `export const expensesText = defineText('expenses', expensesEn)`. A component asks for the
 * handle it imports (`const { t } = useText(expensesText)`), so the text is there wherever the code that shows it
 * is, registered on first use: no central list of features and no import made only for its side effect. The keys'
 * types come from the handle, so a wrong key fails the typecheck.
 *
 * Keys are flat per namespace, with `{{name}}` interpolation and `count` plurals (`key_one`, `key_other`, by the
 * language's plural rule). Another language is a file per handle, added with `addTranslation`, and `setLanguage`; a key
 * missing from it shows the English text.
 */
import { useSyncExternalStore } from 'react';

export type TextBundle = Readonly<Record<string, string>>;

/** A namespace's English text, as its en.ts defines it. */
export interface TextHandle<B extends TextBundle = TextBundle, N extends string = string> {
  readonly namespace: N;
  readonly en: B;
}

/** A key of a handle, plural keys by their base ('cart.label' for 'cart.label_one' and 'cart.label_other'). */
export type TranslationKey<H extends TextHandle> = keyof H['en'] extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K & string
  : never;

export interface TOptions {
  /** Picks the plural form and is available as {{count}}. */
  count?: number;
  /** The text when the key is missing (a key built from data, such as a category's slug). */
  defaultValue?: string;
  [value: string]: unknown;
}

export interface TFunction<H extends TextHandle = TextHandle> {
  (key: TranslationKey<H>, options?: TOptions): string;
  (key: string, options: TOptions & { defaultValue: string }): string;
}

export type Language = 'en' | 'hi';

/** CLDR plural categories of the app's languages (Hindi counts 0 and 1 as one). */
const PLURAL_RULES: Record<Language, (count: number) => 'one' | 'other'> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  hi: (count) => (count === 0 || count === 1 ? 'one' : 'other'),
};

const defined = new Map<string, TextHandle>();
/** Bundles by language, then namespace. English bundles arrive on a handle's first use. */
const bundles: Record<Language, Map<string, TextBundle>> = { en: new Map(), hi: new Map() };
const translators = new Map<string, TFunction<TextHandle>>();
let language: Language = 'en';
const listeners = new Set<() => void>();

/** Defines a namespace's English text. A namespace is defined once: a second handle of the same name is a mistake. */
export function defineText<const N extends string, const B extends TextBundle>(namespace: N, en: B): TextHandle<B, N> {
  const earlier = defined.get(namespace);
  if (earlier && earlier.en !== en) throw new Error(`The text namespace '${namespace}' is defined twice.`);
  const handle = earlier ?? { namespace, en };
  defined.set(namespace, handle);
  return handle as TextHandle<B, N>;
}

function registered(handle: TextHandle): void {
  if (!bundles.en.has(handle.namespace)) bundles.en.set(handle.namespace, handle.en);
}

/**
 * A handle's whole text in another language, as that language's file beside the English one exports it (`hi.ts`:
 * `export default { namespace, words } satisfies Translation<typeof cartText>`, importing the handle's type only, so
 * the file brings no English with it): its namespace, and every key of the English bundle (each plural form too) and
 * no other, so a key missing in either language fails the typecheck.
 */
export interface Translation<H extends TextHandle = TextHandle> {
  readonly namespace: H['namespace'];
  readonly words: { readonly [K in keyof H['en']]: string };
}

/** Adds a language's file of a namespace; its handle may not have been used yet. */
export function addTranslation(translation: Translation, to: Exclude<Language, 'en'>): void {
  const { namespace, words } = translation;
  bundles[to].set(namespace, { ...bundles[to].get(namespace), ...(words as TextBundle) });
  for (const listener of listeners) listener();
}

export function currentLanguage(): Language {
  return language;
}

/** Switches the language of every text shown from now on; components showing text render again. */
export function setLanguage(next: Language): void {
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function lookUp(namespace: string, key: string, options: TOptions | undefined): string | undefined {
  const inLanguage = bundles[language].get(namespace);
  const english = bundles.en.get(namespace);
  if (typeof options?.count === 'number') {
    const plural =
      inLanguage?.[`${key}_${PLURAL_RULES[language](options.count)}`] ??
      english?.[`${key}_${PLURAL_RULES.en(options.count)}`];
    if (plural !== undefined) return plural;
  }
  return inLanguage?.[key] ?? english?.[key];
}

function translate(namespace: string, key: string, options?: TOptions): string {
  return interpolate(lookUp(namespace, key, options) ?? options?.defaultValue ?? key, options);
}

/**
 * The translator of a handle: one per namespace and language, so hooks depending on it rerun when the language
 * changes and at no other time.
 */
export function translatorFor<H extends TextHandle>(handle: H): TFunction<H> {
  registered(handle);
  const id = `${language}:${handle.namespace}`;
  let t = translators.get(id);
  if (!t) {
    t = ((key: string, options?: TOptions) => translate(handle.namespace, key, options)) as TFunction<TextHandle>;
    translators.set(id, t);
  }
  return t as TFunction<H>;
}

/** The language in use; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** A component's translator for a handle; the component renders again when the language changes. */
export function useText<H extends TextHandle>(handle: H): { t: TFunction<H>; language: Language } {
  const language = useLanguage();
  return { t: translatorFor(handle), language };
}
