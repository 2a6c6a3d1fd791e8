import { Badge } from '@chakra-ui/react/badge';
import { Flag } from 'lucide-react';
import type { PaymentAttemptStatus } from '../../../admin-gql/admin-payments/graphql';
import { ATTEMPT_PALETTE, flagLook, label } from '../lib/labels';

/** An attempt's status as a badge. */
export function AttemptStatusBadge({ status }: { status: PaymentAttemptStatus }) {
  return (
    <Badge colorPalette={ATTEMPT_PALETTE[status]} variant="subtle" data-testid="attempt-status" data-palette={ATTEMPT_PALETTE[status]}>
      {label(status)}
    </Badge>
  );
}

/** A flag set on an attempt, loud: the staff should look at it. */
export function FlagBadge({ flag }: { flag: string }) {
  return (
    <Badge colorPalette="red" variant="solid" gap="1" data-testid="attempt-flag">
      <Flag size={12} aria-hidden />
      {flagLook(flag).label}
    </Badge>
  );
}
