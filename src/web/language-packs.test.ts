import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import type { TextHandle, Translation } from '@web/i18n';
import { HINDI_MESSAGES } from '@web/i18n/hindi-messages';

/** Every English text file, by path, with the handles it exports. */
const ENGLISH_FILES = import.meta.glob<Record<string, unknown>>(['./**/en.ts', './**/*-en.ts'], { eager: true });
const HINDI_FILES = import.meta.glob<Translation>(['./**/hi.ts', './**/*-hi.ts'], { eager: true, import: 'default' });

const isHandle = (value: unknown): value is TextHandle =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'en' in value;

/** Latin words a Hindi text may keep: names of brands and of the salon, and abbreviations read as letters. */
const KEPT_LATIN =
  /\b(?:Curly Studio|WhatsApp|Google|Instagram|Facebook|YouTube|UPI|GSTIN|CGST|SGST|GST|OTP|PDF|PNG|JPG|JPEG|WebP|ID|MB|KB|AM|PM|SAC|HSN|QR|A4)\b/g;

/** The `{{name}}` places of a text, sorted. */
const places = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** The markup tags of a text (`<strong>`, `<chat>`: the component gives them their element), sorted. */
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((match) => match[0]).sort();

/** What is left of a Hindi text that is in Latin letters, once its places, tags and kept words are taken out. */
const latinLeft = (text: string) =>
  text
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .replace(/<\/?\w+>/g, '')
    .replace(KEPT_LATIN, '')
    .match(/[A-Za-z]+/g) ?? [];

describe('the Hindi text', () => {
  const english = Object.entries(ENGLISH_FILES).flatMap(([file, module]) =>
    Object.values(module)
      .filter(isHandle)
      .map((handle) => ({ file, handle })),
  );

  it('has a file beside every English one, for the same handle', () => {
    expect(english.length).toBeGreaterThan(20);
    for (const { file, handle } of english) {
      const hindiFile = file.replace(/(^|\/|-)en\.ts$/, '$1hi.ts');
      expect(HINDI_FILES[hindiFile]?.namespace, hindiFile).toBe(handle.namespace);
    }
    expect(Object.keys(HINDI_FILES)).toHaveLength(english.length);
  });

  it('has every key of the English, no other, each with the same places and in Devanagari', () => {
    const handles = new Map(english.map(({ handle }) => [handle.namespace, handle]));
    for (const { namespace, words } of Object.values(HINDI_FILES)) {
      const handle = handles.get(namespace)!;
      expect(Object.keys(words).sort(), namespace).toEqual(Object.keys(handle.en).sort());
      for (const [key, text] of Object.entries(words as Record<string, string>)) {
        const where = `${namespace}: ${key}`;
        expect(text.trim(), where).not.toBe('');
        expect(places(text), where).toEqual(places(handle.en[key]!));
        expect(tags(text), where).toEqual(tags(handle.en[key]!));
        expect(latinLeft(text), where).toEqual([]);
      }
    }
  });

  it("has every server message's words, with the same places and in Devanagari", () => {
    for (const [code, words] of Object.entries(MESSAGES)) {
      const text = HINDI_MESSAGES[code as keyof typeof HINDI_MESSAGES];
      expect(text?.trim(), code).toBeTruthy();
      expect(places(text), code).toEqual(places(words));
      expect(latinLeft(text), code).toEqual([]);
    }
  });
});
