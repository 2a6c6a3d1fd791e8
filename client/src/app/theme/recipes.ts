import { defineRecipe } from '@chakra-ui/react/styled-system';

/** Buttons: square-shouldered, tracked capitals, ink by default. */
export const buttonOverrides = defineRecipe({
  base: {
    fontWeight: 'semibold',
    letterSpacing: '0.04em',
    borderRadius: 'l1',
  },
});

export const headingOverrides = defineRecipe({
  base: { fontWeight: '600', letterSpacing: '-0.01em', color: 'fg' },
});

export const badgeOverrides = defineRecipe({
  base: { borderRadius: 'l1', letterSpacing: '0.06em', textTransform: 'uppercase', fontWeight: 'semibold' },
});
