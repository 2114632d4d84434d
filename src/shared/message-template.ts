/**
 * Messages with a value in them (a date, a length), written once as a template with `{{name}}` places so a
 * translation can put the value where its language wants it (docs/architecture.md#text).
 */
export interface MessageTemplate {
  /** The English text with the values filled in, in the order of their places. */
  (...values: Array<string | number>): string;
  readonly template: string;
}

const PLACE = /\{\{(\w+)\}\}/g;

/** The names of a template's places, in order. */
export function placesOf(template: string): string[] {
  return [...template.matchAll(PLACE)].map((match) => match[1]!);
}

/** Fills a template's places by name. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACE, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function messageTemplate(template: string): MessageTemplate {
  const places = placesOf(template);
  const fill = (...values: Array<string | number>) =>
    fillTemplate(template, Object.fromEntries(places.map((name, index) => [name, values[index] ?? ''])));
  return Object.assign(fill, { template });
}

/**
 * The values of `text` if it is `template` filled in, else null. Reads the fixed parts left to right with indexOf
 * (no pattern, so no backtracking); a value runs to the next fixed part.
 */
export function readTemplate(template: string, text: string): Record<string, string> | null {
  const fixed = template.split(PLACE).filter((_, index) => index % 2 === 0);
  const places = placesOf(template);
  if (!text.startsWith(fixed[0]!) || !text.endsWith(fixed[fixed.length - 1]!)) return null;
  if (places.length === 0) return text === template ? {} : null;
  const values: Record<string, string> = {};
  let at = fixed[0]!.length;
  for (let index = 0; index < places.length; index += 1) {
    const next = fixed[index + 1]!;
    const last = index === places.length - 1;
    const end = last ? text.length - next.length : text.indexOf(next, at);
    if (end < at) return null;
    values[places[index]!] = text.slice(at, end);
    at = end + next.length;
  }
  return values;
}
