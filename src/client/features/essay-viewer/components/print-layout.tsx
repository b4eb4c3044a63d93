import { Global } from '@emotion/react';

/**
 * On paper the student hands in the essay and its comments, on white, not the application around them: the
 * header, breadcrumbs and footer outside the printed page are left out (section 2's print button), and
 * so is the ring around whatever had the focus when Print was pressed (a highlight after Show in Essay,
 * the Print button itself), which would otherwise be printed around the words.
 */
export function PrintLayout() {
  return (
    <Global
      styles={{
        '@media print': {
          'body:has([data-print-page]) :is(header, footer, nav):not([data-print-page] *)': {
            display: 'none !important',
          },
          'body:has([data-print-page]) main': { paddingBlock: '0 !important' },
          // Paper is white: the screen's canvas behind the cards would print as a grey page.
          'html:has([data-print-page]), body:has([data-print-page])': { background: 'white !important' },
          '[data-print-page] *, [data-print-page] *:focus, [data-print-page] *:focus-visible': {
            outline: 'none !important',
          },
          '[data-print-page] mark[data-active]': { boxShadow: 'none !important' },
        },
      }}
    />
  );
}
