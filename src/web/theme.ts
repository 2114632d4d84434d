/**
 * The salon's look: a rose-plum primary with warm gold accents, rounded cards, Georgia-style serif headings over
 * the system sans stack. No web fonts: nothing is downloaded.
 */
import {
  createTheme,
  type ButtonFactory,
  type CardFactory,
  type CSSVariablesResolver,
  type DrawerFactory,
  type ExtendComponent,
  type FactoryPayload,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type MenuFactory,
  type ModalFactory,
  type PaperFactory,
} from '@mantine/core';
import type { Language } from '@shared/languages';
import { commonText } from '@web/components/en';
import { translatorFor } from '@web/i18n';

/**
 * What `Modal.extend(...)` checks and returns, without importing Modal: the theme is part of every first page
 * load, and importing Modal, Drawer or Menu here would put their scroll lock and floating code there too.
 */
const extend = <Payload extends FactoryPayload>(input: ExtendComponent<Payload>) => input as MantineThemeComponent;

const rose: MantineColorsTuple = [
  '#fdf2f6',
  '#f9e3eb',
  '#f1c4d5',
  '#e8a2bd',
  '#dd7fa3',
  '#cf5f8b',
  '#b84876',
  '#9a3763',
  '#7c2a51',
  '#5e1f3e',
];

const gold: MantineColorsTuple = [
  '#fdf8ec',
  '#f8eccc',
  '#f0dca0',
  '#e7ca72',
  '#dfba4d',
  '#d4a73a',
  '#b98d2c',
  '#967022',
  '#74561a',
  '#533d12',
];

const SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Devanagari', sans-serif";
const SERIF = "Georgia, Cambria, 'Times New Roman', 'Noto Serif', 'Noto Serif Devanagari', serif";

/**
 * The theme in the language shown: it names Mantine's icon buttons (a dialog's close, a picker's clear and arrows, a
 * list's page arrows), so a Hindi page has its own (docs/decisions/018-hindi-at-its-own-addresses.md). Built once
 * per language, when the text layer is in that language.
 */
export function themeIn(language: Language) {
  let built = themes.get(language);
  if (!built) {
    built = buildTheme();
    themes.set(language, built);
  }
  return built;
}

const themes = new Map<Language, ReturnType<typeof buildTheme>>();

function buildTheme() {
  const t = translatorFor(commonText);
  /** Names of the calendar's icon buttons (Mantine leaves them unnamed). */
  const CALENDAR_LABELS = {
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    previousYear: t('calendar.previousYear'),
    nextYear: t('calendar.nextYear'),
    previousDecade: t('calendar.previousDecade'),
    nextDecade: t('calendar.nextDecade'),
  };
  return createTheme({
    colors: { rose, gold },
    primaryColor: 'rose',
    primaryShade: 7,
    fontFamily: SANS,
    headings: { fontFamily: SERIF, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    black: '#2b1a22',
    components: {
      Button: extend<ButtonFactory>({ defaultProps: { radius: 'xl' } }),
      Card: extend<CardFactory>({ defaultProps: { radius: 'lg', shadow: 'sm', withBorder: true, padding: 'lg' } }),
      Paper: extend<PaperFactory>({ defaultProps: { radius: 'lg' } }),
      Modal: extend<ModalFactory>({
        defaultProps: {
          radius: 'lg',
          centered: true,
          overlayProps: { backgroundOpacity: 0.45 },
          // The close button is an icon: without a name a screen reader says only "button".
          closeButtonProps: { 'aria-label': t('dismiss') },
        },
        styles: { title: { fontFamily: SERIF, fontWeight: 700, fontSize: '1.3rem' } },
      }),
      Drawer: extend<DrawerFactory>({
        defaultProps: { closeButtonProps: { 'aria-label': t('dismiss') } },
        styles: { title: { minWidth: 0 } },
      }),
      Menu: extend<MenuFactory>({ defaultProps: { radius: 'md', shadow: 'md' } }),
      // Icon-only clear buttons of the pickers and selects need a name too.
      Select: { defaultProps: { clearButtonProps: { 'aria-label': t('clear') } } },
      MultiSelect: { defaultProps: { clearButtonProps: { 'aria-label': t('clear') } } },
      // Mantine's date pickers drop the focus when a day is picked (returnFocus false): a keyboard user inside a
      // dialog would then Tab out of it. Forms that pass their own popoverProps add returnFocus themselves.
      DatePickerInput: {
        defaultProps: {
          clearButtonProps: { 'aria-label': t('clear') },
          popoverProps: { returnFocus: true },
          ariaLabels: CALENDAR_LABELS,
        },
      },
      // Not returnFocus here: a typed date field closes its calendar on blur, and the focus would come back (a trap).
      DateInput: { defaultProps: { clearButtonProps: { 'aria-label': t('clear') }, ariaLabels: CALENDAR_LABELS } },
      // The arrows of a list's pages are icons: name them (the page numbers name themselves).
      Pagination: {
        defaultProps: {
          getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
            'aria-label': t(`pagination.${control}`),
          }),
        },
      },
    },
  });
}

/**
 * Text on Mantine's light variants, filled backgrounds and coloured text at shade 7 falls below WCAG AA's 4.5:1 for
 * these hues (teal 2.8:1 on its light tint, white on teal 3.1:1): darker shades, measured against the tints over
 * grey.0, pass. Rose, gold and grape pass as they are, except their light variants.
 */
const READABLE_LIGHT: Record<string, string> = {
  '--mantine-color-placeholder': '#6c757d',
  '--mantine-color-red-light-color': '#b52626',
  '--mantine-color-red-text': '#c92a2a',
  '--mantine-color-red-filled': '#c92a2a',
  '--mantine-color-red-filled-hover': '#b52626',
  '--mantine-color-teal-light-color': '#077252',
  '--mantine-color-teal-text': '#087f5b',
  '--mantine-color-teal-filled': '#087f5b',
  '--mantine-color-teal-filled-hover': '#077252',
  '--mantine-color-orange-light-color': '#ae3a0c',
  '--mantine-color-orange-text': '#c3410e',
  '--mantine-color-orange-filled': '#c3410e',
  '--mantine-color-orange-filled-hover': '#ae3a0c',
  '--mantine-color-grape-light-color': '#862e9c',
  '--mantine-color-grape-text': '#9c36b5',
  '--mantine-color-gold-light-color': '#74561a',
  '--mantine-color-rose-light-color': '#7c2a51',
  '--mantine-color-blue-light-color': '#1864ab',
  '--mantine-color-blue-text': '#1971c2',
  '--mantine-color-blue-filled': '#1971c2',
  '--mantine-color-blue-filled-hover': '#1864ab',
  '--mantine-color-pink-light-color': '#a61e4d',
  '--mantine-color-pink-text': '#c2255c',
};

/** A warm ivory page instead of plain white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-body': '#fffaf8', ...READABLE_LIGHT },
  dark: {},
});
