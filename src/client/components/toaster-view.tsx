import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './app-toaster';

/** Where the toaster's notifications appear; loaded after the first page, which has none to show yet. */
export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
