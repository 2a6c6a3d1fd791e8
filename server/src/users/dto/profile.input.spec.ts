import { refusalOf as refusal } from '../../testing/validate.js';
import { ProfileInput } from './profile.input.js';

describe('profile input', () => {
  test('email cannot be changed, before any other rule', async () => {
    expect(await refusal(ProfileInput, { email: 'x@y.in', firstName: '' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Email cannot be changed', errors: [{ field: 'email', message: 'Email cannot be changed' }] });
  });

  test('fields the profile does not have are named', async () => {
    expect(await refusal(ProfileInput, { nickname: 'A', address: { floor: 2 } })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Unknown field: nickname, address.floor',
      errors: [{ field: 'nickname', message: 'Unknown field' }, { field: 'address.floor', message: 'Unknown field' }],
    });
  });

  test('the address must be an object; its text may hold no control character', async () => {
    expect((await refusal(ProfileInput, { address: 'Pune' })).message).toBe('address must be an object');
    expect((await refusal(ProfileInput, { address: { city: 'Pune\u0000' } })).message).toBe('address.city must not contain control characters');
  });

  test('a name that is sent may not be blank; phone, lengths and country follow', async () => {
    expect((await refusal(ProfileInput, { firstName: '  ' })).message).toBe('Please enter your first name');
    expect((await refusal(ProfileInput, { phone: '12345' })).message).toBe('Please enter a valid phone number (10 to 15 digits)');
    expect((await refusal(ProfileInput, { address: { country: 'France' } })).message).toBe('Country must be one of India, USA, UK, Canada, Australia');
  });
});
