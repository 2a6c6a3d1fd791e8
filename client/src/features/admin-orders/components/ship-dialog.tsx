import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { useState } from 'react';
import type { AdminOrderQuery } from '../../../admin-gql/graphql';
import { TextField } from '../../../components/text-field';
import type { MoveDetails } from '../hooks/use-move-order';
import { MoveDialog, type MoveDialogProps } from './move-dialog';

interface ShipDialogProps extends MoveDialogProps {
  orderNumber: string;
  /** The server's couriers, its own delivery last. */
  couriers: AdminOrderQuery['couriers'];
  /** The refused fields, by the server's names. */
  fields: Record<string, string>;
  onShip: (details: MoveDetails) => void;
}

/** 'Mark shipped' asks with which courier and its tracking number (the shop's own delivery may have none). */
export function ShipDialog({ orderNumber, couriers, fields, onShip, ...dialog }: ShipDialogProps) {
  const [code, setCode] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const courier = couriers.find((c) => c.code === code);
  const own = fields['shipment.courier'] || fields['shipment.trackingNumber'];
  return (
    <MoveDialog
      {...dialog}
      problem={own ? null : dialog.problem}
      title={`Ship order ${orderNumber}`}
      description="The shopper sees the courier and the tracking number on their order, with a link to follow the parcel."
      confirm="Mark shipped"
      busyText="Saving..."
      onSubmit={() => onShip({ shipment: { courier: code, trackingNumber } })}
      testId="ship-dialog"
    >
      <Field.Root invalid={!!fields['shipment.courier']} required gap="1.5">
        <Field.Label fontSize="sm" fontWeight="medium">
          Courier
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={code} onChange={(e) => setCode(e.currentTarget.value)} borderColor="gray.300" data-testid="ship-courier">
            <option value="">Choose a courier</option>
            {couriers.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {fields['shipment.courier'] && <Field.ErrorText>{fields['shipment.courier']}</Field.ErrorText>}
      </Field.Root>
      <TextField
        label={courier && !courier.needsTrackingNumber ? 'Tracking number (optional)' : 'Tracking number'}
        required={courier?.needsTrackingNumber ?? true}
        value={trackingNumber}
        onChange={setTrackingNumber}
        helper={courier?.trackingNumberHint}
        error={fields['shipment.trackingNumber']}
        autoComplete="off"
        spellCheck={false}
        testId="ship-tracking"
      />
    </MoveDialog>
  );
}
