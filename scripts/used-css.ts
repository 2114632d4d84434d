/**
 * The rules of a stylesheet that a set of pages and scripts can use, cut by class names alone (the public
 * stylesheet, scripts/public-stylesheet.ts): a rule stays when one of its selectors names only classes found among the
 * words of the content. Everything else in a selector (elements, attributes, pseudo-classes, and the classes inside
 * :not(), :is(), :where() and :has(), which need not be there for the rule to apply) is left alone, so a rule is
 * dropped only when a class it needs appears nowhere: the cut keeps too much rather than too little.
 */
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

/** Every word of the content that could be a class name. */
export function wordsOf(contents: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const content of contents) for (const word of content.match(/[\w-]+/g) ?? []) words.add(word);
  return words;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
/** A functional pseudo-class whose classes a match does not need (or needs only one of). */
const OPTIONAL_GROUP = /:(?:not|is|where|has|matches)\(/g;

/** The selector with what its functional pseudo-classes hold taken out (parentheses counted, nested ones too). */
function withoutOptionalGroups(selector: string): string {
  let result = '';
  let index = 0;
  for (const match of selector.matchAll(OPTIONAL_GROUP)) {
    if (match.index < index) continue;
    result += selector.slice(index, match.index);
    let depth = 1;
    let at = match.index + match[0].length;
    while (at < selector.length && depth > 0) {
      if (selector[at] === '(') depth += 1;
      else if (selector[at] === ')') depth -= 1;
      at += 1;
    }
    index = at;
  }
  return result + selector.slice(index);
}

/** True when every class the selector needs is among the words. */
export function isSelectorUsed(selector: string, words: ReadonlySet<string>): boolean {
  for (const [, name] of withoutOptionalGroups(selector).matchAll(CLASS)) if (!words.has(name!)) return false;
  return true;
}

function prune(container: Container, words: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const used = rule.selectors.filter((selector) => isSelectorUsed(selector, words));
      if (used.length === 0) rule.remove();
      else if (used.length < rule.selectors.length) rule.selectors = used;
    } else if (node.type === 'atrule') {
      const atRule = node as AtRule;
      // Keyframes and font faces stay whole: a rule kept may name them.
      if (!atRule.nodes || /keyframes$|^font-face$/i.test(atRule.name)) return;
      prune(atRule, words);
      if (atRule.nodes.length === 0) atRule.remove();
    }
  });
}

/** The stylesheet with only the rules the content can use, minified as it came (no formatting added). */
export function usedCss(css: string, words: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  prune(root, words);
  return root.toString();
}
