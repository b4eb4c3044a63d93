import { Card, type CardRootProps, Flex, Heading, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingSpinner } from './loading-spinner';

interface ListStatesProps<Item> {
  /** The entries once fetched; undefined while they load or when they could not be fetched. */
  items: Item[] | undefined;
  /** Whether they are still on their way (a list that came with its page never is). */
  isLoading?: boolean;
  loadingLabel?: string;
  /** The alert when the entries could not be fetched; nothing otherwise. */
  failure?: ReactNode;
  /** What is shown when there are none. */
  empty: ReactNode;
  /** The entries, once there are some. */
  children: (items: Item[]) => ReactNode;
}

/** A fetched list's states: loading, failed, empty, or its entries. */
function ListStates<Item>({
  items,
  isLoading,
  loadingLabel,
  failure,
  empty,
  children,
}: ListStatesProps<Item>) {
  return (
    <>
      {isLoading && <LoadingSpinner label={loadingLabel} />}
      {failure}
      {items?.length === 0 && empty}
      {items && items.length > 0 && children(items)}
    </>
  );
}

interface TitledSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Beside the heading, e.g. the button that adds an entry. */
  action?: ReactNode;
  gap: StackProps['gap'];
  children: ReactNode;
}

/** A section of a page under its own heading (level 2), named by it. */
export function TitledSection({ id, title, action, gap, children }: TitledSectionProps) {
  const heading = (
    <Heading as="h2" size="lg" id={id}>
      {title}
    </Heading>
  );
  return (
    <Stack as="section" aria-labelledby={id} gap={gap}>
      {action ? (
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          {heading}
          {action}
        </Flex>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}

interface ListSectionProps<Item> extends ListStatesProps<Item>, Omit<TitledSectionProps, 'children'> {
  /** After the entries, e.g. the form that adds one. */
  footer?: ReactNode;
}

/** A section of a page that lists what it fetched: its heading, then the list's state, then its footer. */
export function ListSection<Item>({ id, title, action, gap, footer, ...states }: ListSectionProps<Item>) {
  return (
    <TitledSection id={id} title={title} action={action} gap={gap}>
      <ListStates {...states} />
      {footer}
    </TitledSection>
  );
}

interface ListCardProps<Item> extends ListStatesProps<Item> {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  /** For the card itself, e.g. an id to link to. */
  cardProps?: CardRootProps;
}

/** A card of a dashboard that lists what it fetched: its heading, then the list's state. */
export function ListCard<Item>({ id, title, cardProps, ...states }: ListCardProps<Item>) {
  return (
    <Card.Root as="section" aria-labelledby={id} {...cardProps}>
      <Card.Header>
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <ListStates {...states} />
      </Card.Body>
    </Card.Root>
  );
}

/** Entries listed without bullets, one under the other. */
export function EntryList({ gap, children, ...props }: StackProps) {
  return (
    <Stack as="ul" gap={gap} listStyleType="none" {...props}>
      {children}
    </Stack>
  );
}
