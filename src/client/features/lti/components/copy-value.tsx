import { Button, Code, DataList, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'refused';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2000;

/**
 * One value to paste into the LMS: shown whole (a long address wraps rather than widening the page),
 * with a button that copies it, says so, and tells how to copy by hand when the browser refuses.
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('refused');
    }
  };

  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue flexDirection="column" alignItems="stretch" gap="2" minW="0">
        <HStack align="start" gap="2">
          <Code flex="1" minW="0" p="2" whiteSpace="normal" wordBreak="break-all">
            {value}
          </Code>
          <Button size="sm" variant="outline" flexShrink={0} onClick={copy}>
            {state === 'copied' ? 'Copied' : 'Copy'}
            <VisuallyHidden> {label}</VisuallyHidden>
          </Button>
        </HStack>
        {state === 'refused' && (
          <Text role="alert" textStyle="sm" color="red.fg">
            The browser did not allow copying. Select the value and copy it yourself.
          </Text>
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
