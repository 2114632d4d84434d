/**
 * Decorative artwork of the about section: a gilded mirror with a lotus, a brush and shears. Our own drawing, a
 * static file (public/images/about) rather than inline SVG, so its 2 kB travel as an image below the fold instead of
 * as script on every first load of the home page.
 */
const ART_SIZE = 420;

export function HeroArt({ className, label }: { className?: string; label: string }) {
  return (
    <img
      src="/images/about/studio-mirror.svg"
      alt={label}
      width={ART_SIZE}
      height={ART_SIZE}
      className={className}
      loading="lazy"
      decoding="async"
    />
  );
}
