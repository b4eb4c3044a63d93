import { Global } from '@emotion/react';

/**
 * On paper the student hands in the essay and its comments, not the application around them: the
 * header, breadcrumbs and footer outside the printed page are left out (section 2's print button).
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
        },
      }}
    />
  );
}
