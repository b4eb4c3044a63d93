import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitize } from '../lib/sanitize';

// Chakra's preflight strips the browser's own spacing and list markers; lessons and essays need them back.
const proseStyles = {
  '& > * + *': { marginTop: '3' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
  '& ul': { paddingInlineStart: '6', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '6', listStyleType: 'decimal' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '4', color: 'fg.muted' },
  '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', paddingX: '2', paddingY: '1' },
};

/**
 * Rich HTML from the server, cleaned once more before it reaches the page (section 5; design: security
 * baseline), so a lesson stored before a policy change still renders safely.
 */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised on the line above.
  return <Box css={proseStyles} dangerouslySetInnerHTML={{ __html: clean }} />;
}
