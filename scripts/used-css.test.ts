import { describe, expect, it } from 'vitest';
import { isSelectorUsed, usedCss, wordsOf } from './used-css';

const words = wordsOf(['<div class="card m_1"><p class="title">x</p></div>', 'el.classList.add("open")']);

describe('usedCss', () => {
  it('keeps a selector whose classes are all in the content, whatever else it holds', () => {
    for (const selector of [
      '.card',
      '.card .title',
      '.m_1:where(:not(:first-of-type))',
      '.m_1:where([data-variant=filled]):before',
      '.card.open > p',
      '[dir=rtl] .card',
      'html',
      '.card:not(.missing)',
      '.card:is(.missing, .other)',
      '.card:has(.missing[open])',
    ]) {
      expect(isSelectorUsed(selector, words), selector).toBe(true);
    }
  });

  it('drops a selector needing a class found nowhere', () => {
    for (const selector of ['.missing', '.card .missing', '.card:not(.x) .missing', ':where(.m_1) .missing:hover']) {
      expect(isSelectorUsed(selector, words), selector).toBe(false);
    }
  });

  it('cuts rules, selectors of a list and empty media queries, and keeps keyframes and font faces', () => {
    const css =
      '.card{color:red}.missing{color:blue}.title,.missing{margin:0}@media (min-width:48em){.missing{gap:0}}' +
      '@media print{.card{display:none}}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x}';
    expect(usedCss(css, words)).toBe(
      '.card{color:red}.title{margin:0}@media print{.card{display:none}}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x}',
    );
  });
});
