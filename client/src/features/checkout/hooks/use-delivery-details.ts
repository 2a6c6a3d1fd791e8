import { useEffect, useRef, useState } from 'react';
import type { SessionUser } from '../../../apollo/vars/session';
import { DEFAULT_COUNTRY } from '../../../config/constants';
import { useSaveProfile } from '../../profile/hooks/use-save-profile';
import { isChanged, profileValues, toProfileInput, type ProfileField, type ProfileValues } from '../../profile/lib/profile-form';
import { gapErrors, profileGaps, shipsAbroad, shippingProblem } from '../lib/place-order-checks';

export const DETAILS_SAVED = 'Your delivery details are saved to your profile.';

/**
 * The user as the delivery form has them: what Place Order saves to the profile (its names, phone
 * and address, in India: the form's country, the only one the shop ships to).
 */
export function withDetails(user: SessionUser, v: ProfileValues): SessionUser {
  const saved = toProfileInput(v);
  return { ...user, ...saved, address: { ...user.address, ...saved.address } };
}

/** What the contact and address sections edit when the checkout asks for the delivery details. */
export interface DeliveryEdit {
  values: ProfileValues;
  errors: Partial<Record<ProfileField, string>>;
  change: (field: ProfileField, value: string) => void;
}

/**
 * A contact or address field's props: a field of the delivery form while the checkout asks for
 * it (`edit`), else the profile's value, read-only. The form's inputs are marked: after a refused
 * Place Order, the first one marked invalid gets the focus (and comes into view).
 */
export function detailField(edit: DeliveryEdit | null, name: ProfileField, saved: string | null | undefined, placeholder?: string) {
  return edit
    ? { value: edit.values[name], onChange: (v: string) => edit.change(name, v), error: edit.errors[name], placeholder, name, 'data-delivery-field': '' }
    : { value: saved ?? '', placeholder: 'Add it in your profile', readOnly: true };
}

/**
 * DECISIONS 20: a shopper whose profile lacks what an order needs (phone, address, city, state,
 * PIN code), or whose address is abroad, gives it at checkout. Once typed in, the form stays for
 * the visit. Place Order first saves it to the profile (`commit`), and the order ships to what
 * the server saved; a refusal shows at its field and places nothing.
 */
export function useDeliveryDetails(user: SessionUser | null) {
  const [draft, setDraft] = useState<ProfileValues | null>(null);
  // Missing fields are marked once Place Order was pressed with them missing.
  const [marked, setMarked] = useState(false);
  const { save, busy, errors: refused } = useSaveProfile();
  const saving = useRef(false);
  // After a refused Place Order, the first field to mend is focused once the form shows why.
  const [focusAsked, askFocus] = useState(0);
  useEffect(() => {
    if (focusAsked) document.querySelector<HTMLElement>('[data-delivery-field][aria-invalid="true"]')?.focus();
  }, [focusAsked]);
  const editing = draft !== null || (!!user && shippingProblem(user) !== null);
  const values = draft ?? (user ? { ...profileValues(user), country: DEFAULT_COUNTRY } : null);
  const asUser = user && values && editing ? withDetails(user, values) : user;
  const missing = marked && asUser ? gapErrors(profileGaps(asUser), asUser) : {};

  const edit: DeliveryEdit | null = editing && values
    ? { values, errors: { ...missing, ...refused }, change: (field, value) => setDraft({ ...values, [field]: value }) }
    : null;

  return {
    edit,
    /** The profile's address is abroad: the form asks for one in India. */
    abroad: !!user && shipsAbroad(user),
    busy,
    /** The user the order is checked against: the profile with what the form holds. */
    asUser,
    markMissing: () => {
      setMarked(true);
      askFocus((n) => n + 1);
    },
    /** Saves the form to the profile if it differs from it; answers the user to ship to, or null when refused. */
    commit: async (): Promise<SessionUser | null> => {
      if (!user || !values || saving.current) return null;
      if (!editing || !isChanged(values, profileValues(user))) return user;
      saving.current = true;
      try {
        const saved = await save(values, DETAILS_SAVED);
        if (!saved) askFocus((n) => n + 1);
        return saved;
      } finally {
        saving.current = false;
      }
    },
  };
}
