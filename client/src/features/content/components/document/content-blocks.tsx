import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Block } from '../../types';
import { RichText } from './rich-text';

function Table({ block }: { block: Extract<Block, { kind: 'table' }> }) {
  return (
    <chakra.table w="full" fontSize="sm" borderWidth="1px" borderColor="gray.200" bg="bg" css={{ borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', verticalAlign: 'top', px: { base: '3', md: '4' }, py: '3', borderBottomWidth: '1px', borderColor: 'gray.200' } }}>
      <chakra.caption textAlign="start" fontSize="xs" color="fg.muted" pb="2" css={{ captionSide: 'top' }}>
        {block.caption}
      </chakra.caption>
      <thead>
        <chakra.tr bg="bg.sand">
          {block.columns.map((c) => (
            <chakra.th key={c} scope="col" fontWeight="semibold">{c}</chakra.th>
          ))}
        </chakra.tr>
      </thead>
      <tbody>
        {block.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              c === 0 ? (
                <chakra.th key={c} scope="row" fontWeight="medium"><RichText text={cell} /></chakra.th>
              ) : (
                <chakra.td key={c}><RichText text={cell} /></chakra.td>
              )
            ))}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text><RichText text={block.text} /></Text>;
    case 'list':
      return (
        <Stack as={block.ordered ? 'ol' : 'ul'} gap="2" ps="5" listStyleType={block.ordered ? 'decimal' : 'disc'} css={{ '& li::marker': { color: 'var(--chakra-colors-brand-600)' } }}>
          {block.items.map((item, i) => (
            <Box as="li" key={i} ps="1"><RichText text={item} /></Box>
          ))}
        </Stack>
      );
    case 'table':
      return <Table block={block} />;
    case 'callout':
      return (
        <Box borderStartWidth="3px" borderColor="brand.500" bg="brand.subtle" px="5" py="4" borderRadius="l1">
          <Text><RichText text={block.text} /></Text>
        </Box>
      );
  }
}

/** A run of content blocks: paragraphs, lists, tables and callouts, evenly spaced. */
export function ContentBlocks({ blocks, gap = '4' }: { blocks: readonly Block[]; gap?: string }) {
  return (
    <Stack gap={gap} lineHeight="tall" color="gray.800">
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} />
      ))}
    </Stack>
  );
}
