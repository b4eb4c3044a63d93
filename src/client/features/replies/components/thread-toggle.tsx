import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ReplyThread } from './reply-thread';

interface ThreadToggleProps {
  thread: { itemId: number; replies: number; unread: number };
  reader: 'student' | 'instructor';
}

/** How many replies a comment has (and how many are new), opening the thread on demand. */
export function threadLabel(replies: number, unread: number): string {
  if (replies === 0) return 'Reply';
  const count = `${replies} ${replies === 1 ? 'reply' : 'replies'}`;
  return unread ? `${count}, ${unread} new` : count;
}

/**
 * A comment's replies behind one button, so a page of comments asks for no thread until one is opened;
 * opening it reads what was new.
 */
export function ThreadToggle({ thread, reader }: ThreadToggleProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="2" width="full" align="flex-start">
      <Button
        size="xs"
        variant={thread.unread && !opened ? 'solid' : 'outline'}
        aria-expanded={open}
        onClick={() => {
          setOpen((before) => !before);
          setOpened(true);
        }}
      >
        {threadLabel(thread.replies, opened ? 0 : thread.unread)}
      </Button>
      {open && <ReplyThread itemId={thread.itemId} reader={reader} />}
    </Stack>
  );
}
