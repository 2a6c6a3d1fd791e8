import { Box } from '@chakra-ui/react/box';

/** The little number on the cart and wishlist icons; hidden from screen readers (the button says it). */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  return (
    <Box
      as="span"
      aria-hidden
      data-testid={testId}
      position="absolute"
      top="0.5"
      right="0.5"
      minW="4.5"
      h="4.5"
      px="1"
      borderRadius="full"
      bg={count > 0 ? 'brand.600' : 'gray.700'}
      color="white"
      fontSize="10px"
      fontWeight="bold"
      lineHeight="18px"
      textAlign="center"
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
