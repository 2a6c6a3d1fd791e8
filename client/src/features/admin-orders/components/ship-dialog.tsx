import { useState } from 'react';
import type { AdminOrderQuery } from '../../../admin-gql/admin-orders/graphql';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { MoveDetails } from '../hooks/use-move-order';
import { AskDialog, type AskDialogProps } from '../../../components/ask-dialog';

interface ShipDialogProps extends AskDialogProps {
  orderNumber: string;
  /** The server's couriers, its own delivery last. */
  couriers: AdminOrderQuery['couriers'];
  onShip: (details: MoveDetails) => void;
}

/** 'Mark shipped' asks with which courier and its tracking number (the shop's own delivery may have none). */
export function ShipDialog({ orderNumber, couriers, onShip, ...dialog }: ShipDialogProps) {
  const [code, setCode] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const courier = couriers.find((c) => c.code === code);
  return (
    <AskDialog
      {...dialog}
      shows={['shipment.courier', 'shipment.trackingNumber']}
      title={`Ship order ${orderNumber}`}
      description="The shopper sees the courier and the tracking number on their order, with a link to follow the parcel."
      confirm="Mark shipped"
      busyText="Saving..."
      onSubmit={() => onShip({ shipment: { courier: code, trackingNumber } })}
      testId="ship-dialog"
    >
      <SelectField
        label="Courier"
        required
        size="md"
        value={code}
        onChange={setCode}
        placeholder="Choose a courier"
        options={couriers.map((c) => ({ value: c.code, label: c.name }))}
        error={dialog.fields['shipment.courier']}
        testId="ship-courier"
      />
      <TextField
        label={courier && !courier.needsTrackingNumber ? 'Tracking number (optional)' : 'Tracking number'}
        required={courier?.needsTrackingNumber ?? true}
        value={trackingNumber}
        onChange={setTrackingNumber}
        helper={courier?.trackingNumberHint}
        error={dialog.fields['shipment.trackingNumber']}
        autoComplete="off"
        spellCheck={false}
        testId="ship-tracking"
      />
    </AskDialog>
  );
}
