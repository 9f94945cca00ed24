import type { SVGProps } from 'react';

// Simple brand glyphs drawn with the same stroke style as the rest of the icons.
const base: SVGProps<SVGSVGElement> = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
};

export const InstagramIcon = () => (
  <svg {...base}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </svg>
);
export const XIcon = () => (
  <svg {...base}>
    <path d="M4 4l16 16M20 4L4 20" />
  </svg>
);
export const FacebookIcon = () => (
  <svg {...base}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21M6 11h8" />
  </svg>
);
export const LinkedInIcon = () => (
  <svg {...base}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
  </svg>
);
export const YouTubeIcon = () => (
  <svg {...base}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </svg>
);
