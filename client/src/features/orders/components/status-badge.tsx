import { Badge } from '@chakra-ui/react/badge';
import { BadgeCheck, CircleAlert, CircleCheck, CircleQuestionMark, CircleX, Clock, PackageCheck, RotateCcw, Truck } from 'lucide-react';
import type { BadgeIcon, BadgeLook } from '../lib/status';

const ICONS: Record<BadgeIcon, typeof Clock> = {
  clock: Clock, check: CircleCheck, truck: Truck, package: PackageCheck, x: CircleX, paid: BadgeCheck, alert: CircleAlert, refund: RotateCcw, unknown: CircleQuestionMark,
};

interface StatusBadgeProps {
  look: BadgeLook;
  testId?: string;
}

/** A status as a coloured badge with its icon; the words carry the meaning, the colour helps. */
export function StatusBadge({ look, testId }: StatusBadgeProps) {
  const Icon = ICONS[look.icon];
  return (
    <Badge colorPalette={look.palette} variant="subtle" size="md" gap="1" data-testid={testId} data-palette={look.palette}>
      <Icon size={12} aria-hidden />
      {look.label}
    </Badge>
  );
}
