import type { SVGProps } from 'react';

/**
 * Icons drawn inline: a font or a character the reader's system lacks shows as an empty box. Each is
 * decorative; the control around it says what it does.
 */
function IconFrame({ children }: { children: SVGProps<SVGSVGElement>['children'] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const PrintIcon = () => (
  <IconFrame>
    <path d="M6 9V2h12v7" />
    <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v8H6z" />
  </IconFrame>
);

export const MenuIcon = () => (
  <IconFrame>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </IconFrame>
);
