import { Link } from '@chakra-ui/react';
import { Fragment } from 'react';

/** Web addresses in a reply; anything else stays text. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]/giu;

/**
 * Plain text with its web addresses as links (replies are never HTML): React escapes every other
 * character, and a link opens in a new tab without handing this page to the one it opens.
 */
export function LinkedText({ text }: { text: string }) {
  const pieces: React.ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    pieces.push(text.slice(from, match.index));
    pieces.push(
      <Link key={match.index} href={match[0]} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        {match[0]}
      </Link>,
    );
    from = match.index + match[0].length;
  }
  pieces.push(text.slice(from));
  return (
    <>
      {pieces.map((piece, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
        typeof piece === 'string' ? <Fragment key={index}>{piece}</Fragment> : piece,
      )}
    </>
  );
}
