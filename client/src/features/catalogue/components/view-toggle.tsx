import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { LayoutGrid, List } from 'lucide-react';
import { memo } from 'react';
import type { ViewMode } from '../hooks/use-shop-filters';

/** Grid (3 columns) or list (1 column). */
export const ViewToggle = memo(function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (v: ViewMode) => void }) {
  const item = (mode: ViewMode, label: string, icon: React.ReactNode) => (
    <IconButton
      aria-label={label}
      aria-pressed={value === mode}
      size="sm"
      variant={value === mode ? 'solid' : 'ghost'}
      onClick={() => onChange(mode)}
      data-testid={`view-${mode}`}
    >
      {icon}
    </IconButton>
  );
  return (
    <HStack gap="1" role="group" aria-label="View" hideBelow="sm">
      {item('grid', 'Grid view', <LayoutGrid />)}
      {item('list', 'List view', <List />)}
    </HStack>
  );
});
