/**
 * What staff wrote, in the language shown (docs/decisions/018-hindi-at-its-own-addresses.md): a service's or an
 * offer's Hindi name (and a service's Hindi description) where it has one, else the English.
 */
import type { Language } from '@shared/languages';

/** A name in the language: the Hindi one where there is one. */
export function nameIn(item: { name: string; name_hi?: string }, language: Language): string {
  return language === 'hi' && item.name_hi ? item.name_hi : item.name;
}

/** A service as it shows in the language: its name and description in it, where staff wrote them. */
export function serviceIn<S extends { name: string; name_hi?: string; comment: string; comment_hi?: string }>(
  service: S,
  language: Language,
): S {
  if (language !== 'hi') return service;
  return { ...service, name: nameIn(service, language), comment: service.comment_hi || service.comment };
}
