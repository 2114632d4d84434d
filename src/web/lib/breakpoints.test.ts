import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_WIDTH, PHONE_MEDIA_QUERY } from './breakpoints';

describe('the phone breakpoint', () => {
  it('is 0.01 em under 700 px, the same in the CSS as in the code', async () => {
    expect(PHONE_MAX_WIDTH).toBe('43.74em');
    expect(PHONE_MEDIA_QUERY).toBe('(max-width: 43.74em)');
    const configPath = pathToFileURL(path.resolve('postcss.config.js')).href;
    const { default: postcss } = (await import(/* @vite-ignore */ configPath)) as {
      default: { plugins: { 'postcss-simple-vars': { variables: Record<string, string> } } };
    };
    expect(postcss.plugins['postcss-simple-vars'].variables['phone-max']).toBe(PHONE_MAX_WIDTH);
  });
});
