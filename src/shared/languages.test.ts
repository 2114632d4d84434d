import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  languageOfPath,
  languageSwitchPath,
  otherLanguage,
  pathInLanguage,
  pathWithoutLanguage,
} from './languages';

describe('the addresses of the two languages', () => {
  it('reads the language from the address: Hindi under /hi only', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/services')).toBe('hi');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/services/hi')).toBe('en');
  });

  it('takes the language part off and puts it on, keeping query and hash', () => {
    expect(pathWithoutLanguage('/hi')).toBe('/');
    expect(pathWithoutLanguage('/hi/curly-service/hair')).toBe('/curly-service/hair');
    expect(pathWithoutLanguage('/history')).toBe('/history');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/services?search=wax', 'hi')).toBe('/hi/services?search=wax');
    expect(pathInLanguage('/?x=1', 'hi')).toBe('/hi?x=1');
    expect(pathInLanguage('/hi/services', 'hi')).toBe('/hi/services');
    expect(pathInLanguage('/hi/services#top', 'en')).toBe('/services#top');
    expect(pathInLanguage('/hi', 'en')).toBe('/');
    expect(pathInLanguage('/hi?x=1', 'en')).toBe('/?x=1');
    expect(languageOfPath('/hi?x=1')).toBe('hi');
    expect(languageOfPath('/hindi')).toBe('en');
  });

  it("builds a switch's link: the other address, its query kept, the choice added before the hash", () => {
    expect(languageSwitchPath('/', 'hi')).toBe('/hi?lang=hi');
    expect(languageSwitchPath('/hi', 'en')).toBe('/?lang=en');
    expect(languageSwitchPath('/services?search=wax#list', 'hi')).toBe('/hi/services?search=wax&lang=hi#list');
    expect(languageSwitchPath('/hi/dashboard', 'en')).toBe('/dashboard?lang=en');
  });

  it('knows its languages', () => {
    expect(otherLanguage('en')).toBe('hi');
    expect(otherLanguage('hi')).toBe('en');
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
