import { describe, expect, it } from 'vitest';
import { applySeoEntry } from './seo-tags';

describe('applySeoEntry', () => {
  it('updates the title and the existing meta tags without adding duplicates', () => {
    document.head.innerHTML =
      '<title>Old</title><meta name="title" content="old"><meta name="description" content="old"><meta name="keywords" content="old">';
    const entry = {
      url: 'bridal',
      title: 'Bridal Makeup | Curly Studio',
      metaTitle: 'Bridal makeup in Ludhiana',
      description: 'Five-day pre-bridal plans.',
      keywords: ['bridal', 'makeup', 'roka'],
    };
    applySeoEntry(entry);
    applySeoEntry(entry);
    expect(document.title).toBe('Bridal Makeup | Curly Studio');
    expect(document.head.querySelectorAll('meta[name="keywords"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'bridal, makeup, roka');
    expect(document.head.querySelector('meta[name="title"]')).toHaveAttribute('content', 'Bridal makeup in Ludhiana');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Five-day pre-bridal plans.',
    );
  });
});
