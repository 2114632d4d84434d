/**
 * The hero slider of the home page (docs/product.md#home): four slides, each with View Service (its category) and
 * Get Appointment (the Book Appointment modal). Autoplay every 10 s with a 1 s slide (docs/product.md#constants); it
 * pauses under the pointer, while the keyboard focus is inside and while the tab is hidden, and never starts for
 * visitors who ask for reduced motion (who get no sliding either).
 *
 * CSS animations and a little state rather than a carousel library, which would weigh more than the rest of the
 * home page. Every slide stays within reach: the arrows and dots, the arrow keys, a swipe, and Tab, which brings
 * the slide holding the focus into view. The first render reads nothing of the browser, so it is also the server's.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Container, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconChevronLeft, IconChevronRight, IconSparkles } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { paths } from '@web/paths';
import { BookButton } from '@web/components/BookButton';
import {
  HERO_AUTOPLAY_MS,
  HERO_IMAGE_SIZE,
  HERO_SLIDES,
  HERO_TRANSITION_MS,
  MARKETING_PRICES,
  type HeroSlide,
} from './home-content';
import classes from './HomeHero.module.css';
import { homeText } from './home-en';

type Direction = 'next' | 'previous';

/** The slide shown, the one sliding out (none before the first move) and the way they move. */
interface Position {
  index: number;
  previous: number | null;
  direction: Direction;
}

const COUNT = HERO_SLIDES.length;
/** A horizontal pointer move of at least this many pixels is a swipe. */
const SWIPE_PX = 40;

const wrap = (index: number) => (index + COUNT) % COUNT;

/** The shorter way round from one slide to another (a dot or Tab may jump several). */
const directionTo = (from: number, to: number): Direction => (wrap(to - from) <= COUNT / 2 ? 'next' : 'previous');

function slideState(index: number, { index: current, previous }: Position) {
  if (index === current) return 'current';
  if (index === previous) return 'leaving';
  return 'waiting';
}

function Slide({ slide, index }: { slide: HeroSlide; index: number }) {
  const { t } = useText(homeText);
  const isFirst = index === 0;
  return (
    <div className={classes.slide} data-tone={slide.key}>
      <Container size="xl" className={classes.inner}>
        <Stack gap="md" className={classes.copy}>
          <Text className={classes.eyebrow}>{t(`hero.${slide.key}.eyebrow`)}</Text>
          <Title order={2} className={classes.title}>
            {t(`hero.${slide.key}.title`)}
          </Title>
          <Text className={classes.text}>
            {t(`hero.${slide.key}.text`, { price: formatRupees(MARKETING_PRICES[slide.price]) })}
          </Text>
          <Group gap="sm" mt="xs">
            <LinkButton to={paths.curlyService(slide.slug)} icon={IconSparkles} size="md" color="gold.4" c="dark.9">
              {t('hero.viewService')}
            </LinkButton>
            <BookButton size="md" variant="white" color="rose">
              {t('hero.getAppointment')}
            </BookButton>
          </Group>
        </Stack>
        <img
          src={slide.image}
          alt={t(`hero.${slide.key}.alt`)}
          width={HERO_IMAGE_SIZE}
          height={HERO_IMAGE_SIZE}
          className={classes.art}
          loading={isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : 'auto'}
          decoding={isFirst ? 'sync' : 'async'}
        />
      </Container>
    </div>
  );
}

/**
 * Whether autoplay may run: not for reduced motion, and not while the tab is hidden. Decided in effects, after
 * the first render, since a server cannot know either.
 */
function useMayAutoplay(): boolean {
  const [isMotionWelcome, setMotionWelcome] = useState(false);
  const [isTabVisible, setTabVisible] = useState(true);
  useEffect(() => {
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    setMotionWelcome(!reducedMotion?.matches);
    const onVisibilityChange = () => setTabVisible(document.visibilityState !== 'hidden');
    onVisibilityChange();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);
  return isMotionWelcome && isTabVisible;
}

/** Keyboard focus (not the focus a mouse click leaves on an arrow, which hovering already covers). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: any focus pauses
  }
}

/** The carousel's arrows, in the order they stand. */
const CONTROLS = [
  { direction: 'previous', Icon: IconChevronLeft },
  { direction: 'next', Icon: IconChevronRight },
] as const satisfies readonly { direction: Direction; Icon: typeof IconChevronLeft }[];

export function HomeHero() {
  const { t } = useText(homeText);
  const [position, setPosition] = useState<Position>({ index: 0, previous: null, direction: 'next' });
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const mayAutoplay = useMayAutoplay();
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const isSwiped = useRef(false);

  const goTo = useCallback((target: number, direction?: Direction) => {
    setPosition((current) =>
      target === current.index
        ? current
        : { index: target, previous: current.index, direction: direction ?? directionTo(current.index, target) },
    );
  }, []);
  const step = useCallback(
    (direction: Direction) =>
      setPosition((current) => ({
        index: wrap(current.index + (direction === 'next' ? 1 : -1)),
        previous: current.index,
        direction,
      })),
    [],
  );

  // A fresh 10 s after every move, and after every pause.
  const isPlaying = mayAutoplay && !isHovered && !isFocused;
  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setTimeout(() => step('next'), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isPlaying, position, step]);

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 'next' : 'previous');
  };
  const onFocus = (event: FocusEvent) => {
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary && event.button === 0) swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    isSwiped.current = true; // the click that ends a swipe on a button is not a click on it
    window.setTimeout(() => (isSwiped.current = false), 0);
    step(dx < 0 ? 'next' : 'previous');
  };
  const onClickCapture = (event: MouseEvent) => {
    if (!isSwiped.current) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <section
      className={classes.hero}
      aria-label={t('hero.label')}
      aria-roledescription="carousel"
      style={{ '--hero-transition-duration': `${HERO_TRANSITION_MS}ms` } as CSSProperties}
    >
      <div
        className={classes.root}
        onKeyDownCapture={onKeyDownCapture}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <div className={classes.controls}>
          {CONTROLS.map(({ direction, Icon }) => (
            <UnstyledButton
              key={direction}
              className={classes.control}
              data-type={direction}
              aria-label={t(`hero.${direction}`)}
              onClick={() => step(direction)}
            >
              <Icon size={22} aria-hidden />
            </UnstyledButton>
          ))}
        </div>
        <div
          className={classes.viewport}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
          onClickCapture={onClickCapture}
          onDragStart={(event) => event.preventDefault()}
        >
          <div
            className={classes.track}
            data-direction={position.direction}
            data-moved={position.previous === null ? undefined : true}
          >
            {HERO_SLIDES.map((slide, index) => (
              <div
                key={slide.key}
                className={classes.frame}
                data-state={slideState(index, position)}
                role="group"
                aria-roledescription="slide"
                aria-label={t('hero.slideLabel', { index: index + 1, total: COUNT })}
                onFocus={() => goTo(index)}
              >
                <Slide slide={slide} index={index} />
              </div>
            ))}
          </div>
        </div>
        <div className={classes.indicators}>
          {HERO_SLIDES.map((slide, index) => (
            <UnstyledButton
              key={slide.key}
              className={classes.indicator}
              data-active={index === position.index || undefined}
              aria-hidden
              tabIndex={-1}
              onClick={() => goTo(index)}
              onMouseDown={(event) => event.preventDefault()}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
