import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitize } from '../lib/sanitize';
import { proseStyles } from './prose-styles';

// Lessons and instructions may link elsewhere; the links read as links.
const htmlStyles = { ...proseStyles, '& a': { color: 'colorPalette.fg', textDecoration: 'underline' } };

/**
 * Rich HTML from the server, cleaned once more before it reaches the page (section 5; design: security
 * baseline), so a lesson stored before a policy change still renders safely.
 */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised on the line above.
  return <Box css={htmlStyles} dangerouslySetInnerHTML={{ __html: clean }} />;
}
