import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode, Ref } from 'react';

interface SizeSelectorProps {
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
  /** Sizes with no unit left: struck through, named 'sold out' for screen readers, not choosable. */
  soldOut?: (size: string) => boolean;
  ref?: Ref<HTMLFieldSetElement>;
  /** Beside the legend, at the end of its line: the size guide's link. */
  guide?: ReactNode;
}

const GUIDE_CSS = {
  '& > legend': { float: 'left' },
  '& .size-guide-link': { float: 'right', fontSize: 'sm', textDecoration: 'underline', cursor: 'pointer', _hover: { color: 'brand.600' } },
  '& > .chakra-stack': { clear: 'both' },
} as const;

/** Size chips as a radio group: arrow keys and Tab work as with native radios (which skip disabled ones). */
export function SizeSelector({ sizes, value, onChange, soldOut = () => false, ref, guide }: SizeSelectorProps) {
  return (
    // Scrolled to (Add to Cart without a size), it clears the sticky header above and the phone's sticky bar below.
    <Box as="fieldset" ref={ref} data-testid="size-selector" css={GUIDE_CSS} scrollMarginTop="32" scrollMarginBottom="28">
      <Text as="legend" fontSize="sm" fontWeight="semibold" mb="2">
        Size: <Text as="span" fontWeight="normal" color="fg.muted">{value || (sizes.every(soldOut) ? 'Sold out' : 'Please select')}</Text>
      </Text>
      {guide}
      <HStack gap="2" wrap="wrap">
        {sizes.map((s) => {
          const checked = s === value;
          const gone = soldOut(s);
          return (
            <Box as="label" key={s} position="relative" cursor={gone ? 'not-allowed' : 'pointer'} data-testid={`size-option-${s}`} data-sold-out={gone || undefined}>
              <input
                type="radio"
                name="size"
                value={s}
                checked={checked}
                disabled={gone}
                aria-label={gone ? `${s}, sold out` : undefined}
                onChange={() => onChange(s)}
                className="peer"
                style={{ position: 'absolute', opacity: 0, inset: 0, cursor: 'inherit' }}
              />
              <Box
                minW="12"
                h="11"
                px="3"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontSize="sm"
                fontWeight="medium"
                borderWidth="1px"
                borderRadius="l1"
                borderColor={checked ? 'gray.900' : gone ? 'gray.200' : 'gray.300'}
                bg={checked ? 'gray.900' : gone ? 'gray.50' : 'bg'}
                color={checked ? 'white' : gone ? 'gray.600' : 'fg'}
                textDecoration={gone ? 'line-through' : undefined}
                transition="all .15s"
                _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                _hover={gone ? undefined : { borderColor: 'gray.900' }}
              >
                {s}
              </Box>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
