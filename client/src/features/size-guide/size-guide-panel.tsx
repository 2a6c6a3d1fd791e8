import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { PanelDrawer } from '../../components/panel-drawer';
import type { LazyDialogProps } from '../../lib/lazy-dialog';
import charts from './size-charts.json';

/** A chart per category (size-charts.json): each row a size and its measures; lengths in cm, and EU shoe sizes as they are. */
export interface SizeChart {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

export const SIZE_CHARTS: Record<string, SizeChart> = charts;

/** cm and inches to the nearest half inch ('86 / 34'); an EU shoe size is a size, not a length. */
const cell = (column: string, value: string | number) => (column === 'EU' ? value : `${value} / ${Math.round((Number(value) / 2.54) * 2) / 2}`);

const TABLE_CSS = {
  width: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { px: '2', py: '2', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'gray.200' },
  '& thead th': { fontWeight: 'semibold', fontSize: 'xs', color: 'fg.muted' },
  '& tr[aria-current] > *': { bg: 'bg.sand', fontWeight: 'semibold' },
} as const;

/** The size guide's drawer: the product's category's chart, the shopper's size marked. */
export default function SizeGuidePanel({ category, size, ...dialog }: LazyDialogProps & { category: string; size: string }) {
  const chart = SIZE_CHARTS[category];
  return (
    <PanelDrawer {...dialog} placement="end" size="sm" title={chart ? `Size guide: ${chart.title}` : 'Size guide'} closeLabel="Close size guide" ruled testId="size-guide">
      {chart ? (
        <>
          <Box as="table" css={TABLE_CSS}>
            <thead>
              <tr>
                <th scope="col">Size</th>
                {chart.columns.map((c) => (
                  <th key={c} scope="col">
                    {c === 'EU' ? c : `${c} (cm / in)`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map(([name, ...values]) => (
                <tr key={name} aria-current={name === size || undefined}>
                  <th scope="row">{name}</th>
                  {values.map((v, i) => (
                    <td key={chart.columns[i]}>{cell(chart.columns[i], v)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
          <Text fontSize="sm" color="fg.muted" mt="4">
            Body measurements. Between two sizes? Take the larger one.
          </Text>
        </>
      ) : (
        <Text>This product has no size chart.</Text>
      )}
    </PanelDrawer>
  );
}
