import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: ReactNode;
  /** Beside the heading, e.g. a button that acts on the whole card. */
  action?: ReactNode;
  /** Under the heading: what the card is for, or what it holds at a glance. */
  header?: ReactNode;
  /** Under the body, e.g. the card's main button. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A card that is a section of its page, named by its heading. */
export function SectionCard({ headingId, title, action, header, footer, children }: SectionCardProps) {
  const heading = (
    <Heading as="h2" size="lg" id={headingId}>
      {title}
    </Heading>
  );
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        {action ? (
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            {heading}
            {action}
          </Flex>
        ) : (
          heading
        )}
        {header}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer && <Card.Footer>{footer}</Card.Footer>}
    </Card.Root>
  );
}
