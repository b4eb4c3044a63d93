import { Box, Text } from '@chakra-ui/react';
import { APP_VERSION, PRODUCT_NAME } from '../app-info';

/** Section 9: the version, discreetly. */
export function AppFooter() {
  return (
    <Box as="footer" py="4" px="6" textAlign="center">
      <Text fontSize="xs" color="fg.muted">
        {PRODUCT_NAME} {APP_VERSION}
      </Text>
    </Box>
  );
}
