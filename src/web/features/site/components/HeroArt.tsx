/** Decorative artwork of the hero: a gilded mirror with a lotus, a brush and shears. Our own drawing. */
import { useId } from 'react';

export function HeroArt({ className, label }: { className?: string; label: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const glass = `hero-glass${id}`;
  const goldFill = `hero-gold${id}`;
  return (
    <svg viewBox="0 0 420 420" width="420" height="420" role="img" aria-label={label} className={className}>
      <defs>
        <radialGradient id={glass} cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#fdf2f6" />
          <stop offset="0.7" stopColor="#f1c4d5" />
          <stop offset="1" stopColor="#dd7fa3" />
        </radialGradient>
        <linearGradient id={goldFill} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8eccc" />
          <stop offset="0.5" stopColor="#dfba4d" />
          <stop offset="1" stopColor="#b98d2c" />
        </linearGradient>
      </defs>
      <circle cx="210" cy="200" r="172" fill="none" stroke="#ffffff" strokeOpacity="0.18" strokeWidth="2" />
      <circle cx="210" cy="200" r="150" fill={`url(#${glass})`} stroke={`url(#${goldFill})`} strokeWidth="12" />
      <path
        d="M120 130 q40 -50 100 -40"
        stroke="#ffffff"
        strokeOpacity="0.7"
        strokeWidth="10"
        strokeLinecap="round"
        fill="none"
      />
      {/* lotus */}
      <g transform="translate(210 232)">
        <path d="M0 -90 C28 -60 28 -20 0 0 C-28 -20 -28 -60 0 -90 z" fill="#9a3763" />
        <path d="M0 0 C10 -40 40 -70 78 -70 C70 -30 40 -5 0 0 z" fill="#b84876" />
        <path d="M0 0 C-10 -40 -40 -70 -78 -70 C-70 -30 -40 -5 0 0 z" fill="#b84876" />
        <path d="M0 0 C30 -20 70 -25 100 -10 C75 10 35 15 0 0 z" fill="#cf5f8b" />
        <path d="M0 0 C-30 -20 -70 -25 -100 -10 C-75 10 -35 15 0 0 z" fill="#cf5f8b" />
        <path d="M-70 12 Q0 40 70 12" stroke={`url(#${goldFill})`} strokeWidth="6" fill="none" strokeLinecap="round" />
      </g>
      {/* brush */}
      <g transform="translate(72 330) rotate(-35)">
        <rect x="-6" y="-10" width="12" height="70" rx="6" fill="#5e1f3e" />
        <rect x="-8" y="-26" width="16" height="18" rx="3" fill={`url(#${goldFill})`} />
        <path d="M-9 -26 C-12 -50 -4 -66 0 -70 C4 -66 12 -50 9 -26 z" fill="#e8a2bd" />
      </g>
      {/* shears */}
      <g
        transform="translate(345 330) rotate(30)"
        fill="none"
        stroke={`url(#${goldFill})`}
        strokeWidth="6"
        strokeLinecap="round"
      >
        <circle cx="-14" cy="30" r="12" />
        <circle cx="14" cy="30" r="12" />
        <path d="M-6 20 L10 -50" />
        <path d="M6 20 L-10 -50" />
      </g>
      {/* sparkles */}
      <g fill="#f8eccc">
        <path d="M352 70 l6 16 l16 6 l-16 6 l-6 16 l-6 -16 l-16 -6 l16 -6 z" />
        <path d="M60 90 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 z" />
        <path d="M380 200 l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 l8 -3 z" />
      </g>
    </svg>
  );
}
