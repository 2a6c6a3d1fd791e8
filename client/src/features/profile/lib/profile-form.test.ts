import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrors } from '../../../lib/field-errors';
import { makeUser } from '../../../testing/fixtures';
import { isChanged, profileValues, SERVER_FIELD_NAMES, toProfileInput } from './profile-form';

describe('profile form', () => {
  it('starts from the session user, India by default', () => {
    const user = makeUser({ phone: null, address: { addressLine1: null, city: null, state: null, postalCode: null, country: null } });
    expect(profileValues(user)).toEqual({ firstName: 'Asha', lastName: 'Verma', phone: '', addressLine1: '', city: '', state: '', postalCode: '', country: 'India' });
  });

  it('sends the spec payload, trimmed, without the email', () => {
    const values = { ...profileValues(makeUser()), city: '  Mysuru ', phone: ' 9876543210 ' };
    expect(toProfileInput(values)).toEqual({
      firstName: 'Asha', lastName: 'Verma', phone: '9876543210',
      address: { addressLine1: '12 MG Road', city: 'Mysuru', state: 'Karnataka', postalCode: '560001', country: 'India' },
    });
    expect(JSON.stringify(toProfileInput(values))).not.toContain('email');
  });

  it("shows the server's messages at their fields (address.postalCode -> postalCode)", () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Please enter a valid 6-digit PIN code', extensions: { code: 'BAD_USER_INPUT', errors: [{ field: 'address.postalCode', message: 'Please enter a valid 6-digit PIN code' }] } }] });
    expect(fieldErrors(error, SERVER_FIELD_NAMES)).toEqual({ postalCode: 'Please enter a valid 6-digit PIN code' });
  });

  it('knows when something changed (spaces aside)', () => {
    const v = profileValues(makeUser());
    expect(isChanged(v, { ...v, city: 'Bengaluru ' })).toBe(false);
    expect(isChanged(v, { ...v, city: 'Mysuru' })).toBe(true);
  });
});
