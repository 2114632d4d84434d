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

export const theme = createTheme({
  colors: { rose, gold },
  primaryColor: 'rose',
  primaryShade: 7,
  fontFamily: SANS,
  headings: { fontFamily: SERIF, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  black: '#2b1a22',
  other: { serifFont: SERIF },
  components: {
    Button: extend<ButtonFactory>({ defaultProps: { radius: 'xl' } }),
    Card: extend<CardFactory>({ defaultProps: { radius: 'lg', shadow: 'sm', withBorder: true, padding: 'lg' } }),
    Paper: extend<PaperFactory>({ defaultProps: { radius: 'lg' } }),
    Modal: extend<ModalFactory>({
      defaultProps: { radius: 'lg', centered: true, overlayProps: { backgroundOpacity: 0.45 } },
      styles: { title: { fontFamily: SERIF, fontWeight: 700, fontSize: '1.3rem' } },
    }),
    Drawer: extend<DrawerFactory>({ styles: { title: { minWidth: 0 } } }),
    Menu: extend<MenuFactory>({ defaultProps: { radius: 'md', shadow: 'md' } }),
  },
});

/** A warm ivory page instead of plain white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-body': '#fffaf8' },
  dark: {},
});
