/**
 * The footer's map (docs/product.md#directions): OpenStreetMap's embed of the salon's point from the settings, over
 * our own artwork of the neighbourhood with the salon's pin, which shows while the embed loads, when it cannot, and
 * offline (footer-map.island.ts). Below the fold and lazy, so it costs the page's first load nothing. The address is
 * given in words beside it and to screen readers, and "Open in maps" opens the same point on openstreetmap.org.
 */
import { useId, useRef } from 'react';
import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useIsland } from '@web/lib/use-island';
import { footerMapIsland } from './footer-map.island';
import { mapEmbedUrl, openMapUrl, type MapPoint } from './map-embed';
import classes from './Footer.module.css';

interface FooterMapProps {
  label: string;
  pinLabel: string;
  /** The salon's point; none until the settings are known: the drawing alone. */
  point: MapPoint | undefined;
  frameTitle: string;
  openLabel: string;
}

export function FooterMap({ label, pinLabel, point, frameTitle, openLabel }: FooterMapProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, footerMapIsland);
  return (
    <>
      <div ref={rootRef} className={classes.map} data-island="footer-map" data-state="drawn">
        <DrawnMap label={label} pinLabel={pinLabel} />
        {point && (
          <iframe
            className={classes.mapFrame}
            data-src={mapEmbedUrl(point)}
            title={frameTitle}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
      {point && (
        <Anchor
          href={openMapUrl(point)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          className={classes.link}
        >
          {openLabel} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px' }} />
        </Anchor>
      )}
    </>
  );
}

/** Our own map artwork (no map tiles: nothing fetched from the internet). */
function DrawnMap({ label, pinLabel }: { label: string; pinLabel: string }) {
  const shadowId = `map-shadow${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 600 320"
      width="600"
      height="320"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <defs>
        <filter id={shadowId} x="-50%" y="-50%" width="200%" height="200%">
          <feDropShadow dx="0" dy="3" stdDeviation="4" floodColor="#5e1f3e" floodOpacity="0.35" />
        </filter>
      </defs>
      <rect width="600" height="320" fill="#f6eee8" />
      {/* parks */}
      <path d="M20 200 q40 -30 95 -8 t70 50 l-10 70 h-155 z" fill="#dfe8d1" />
      <ellipse cx="505" cy="70" rx="70" ry="40" fill="#dfe8d1" />
      <circle cx="470" cy="250" r="28" fill="#e6edd9" />
      {/* river */}
      <path
        d="M0 95 C120 60 200 140 320 110 S520 20 600 40 v22 C520 45 430 140 320 135 S110 90 0 120 z"
        fill="#d5e4ee"
      />
      {/* blocks */}
      <g fill="#efe3da">
        <rect x="215" y="165" width="70" height="45" rx="6" />
        <rect x="305" y="165" width="80" height="45" rx="6" />
        <rect x="215" y="230" width="70" height="60" rx="6" />
        <rect x="405" y="160" width="60" height="50" rx="6" />
        <rect x="60" y="20" width="80" height="40" rx="6" />
        <rect x="160" y="20" width="60" height="35" rx="6" />
      </g>
      {/* main roads */}
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 150 H600" strokeWidth="16" />
        <path d="M295 0 V320" strokeWidth="14" />
        <path d="M40 320 L200 150" strokeWidth="10" />
      </g>
      <g stroke="#e7d3c6" strokeLinecap="round" fill="none" strokeDasharray="10 10" strokeWidth="1.5">
        <path d="M0 150 H600" />
        <path d="M295 0 V320" />
      </g>
      {/* lanes */}
      <g stroke="#ffffff" strokeWidth="6" strokeLinecap="round" fill="none">
        <path d="M200 150 V320" />
        <path d="M390 150 V320" />
        <path d="M295 220 H600" />
        <path d="M150 0 V85" />
        <path d="M420 0 L470 150" />
      </g>
      {/* the salon */}
      <circle cx="345" cy="218" r="26" fill="#b84876" fillOpacity="0.16" />
      <g filter={`url(#${shadowId})`}>
        <path
          d="M345 222 C331 205 322 193 322 180 a23 23 0 0 1 46 0 c0 13 -9 25 -23 42 z"
          fill="#9a3763"
          stroke="#ffffff"
          strokeWidth="3"
        />
        <circle cx="345" cy="180" r="8" fill="#dfba4d" />
      </g>
      <g>
        <rect x="372" y="104" width="190" height="40" rx="20" fill="#ffffff" stroke="#f1c4d5" />
        <text
          x="467"
          y="129"
          textAnchor="middle"
          fontFamily="Georgia, 'Times New Roman', serif"
          fontSize="16"
          fontWeight="700"
          fill="#7c2a51"
        >
          {pinLabel.length > 22 ? `${pinLabel.slice(0, 21)}…` : pinLabel}
        </text>
        <path d="M380 138 L352 168" stroke="#f1c4d5" strokeWidth="2" />
      </g>
    </svg>
  );
}
