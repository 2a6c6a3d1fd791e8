import { contactFormError, contactInput, EMPTY_CONTACT_FORM, invalidContactFields, type ContactFormValues } from './contact-form';

const form = (over: Partial<ContactFormValues>): ContactFormValues => ({
  name: 'Asha Verma', email: 'asha@example.in', subject: '', message: 'Where is my order?', ...over,
});

describe('the contact form’s checks, in the spec’s order and words', () => {
  it.each([
    ['everything empty', EMPTY_CONTACT_FORM, 'Please fill in all required fields'],
    ['no name', form({ name: '' }), 'Please fill in all required fields'],
    ['a blank name', form({ name: '   ' }), 'Please fill in all required fields'],
    ['no email', form({ email: '' }), 'Please fill in all required fields'],
    ['no message', form({ message: '\n  ' }), 'Please fill in all required fields'],
    ['a missing field wins over a bad email', form({ name: '', email: 'asha' }), 'Please fill in all required fields'],
    ['an email without @', form({ email: 'asha.example.in' }), 'Please enter a valid email address'],
    ['an email without a dot after @', form({ email: 'asha@example' }), 'Please enter a valid email address'],
    ['an email with a space', form({ email: 'asha verma@example.in' }), 'Please enter a valid email address'],
    ['no subject (optional)', form({ subject: '' }), null],
    ['a complete form', form({ subject: 'Exchange' }), null],
  ])('%s -> %j', (_, values, expected) => {
    expect(contactFormError(values)).toBe(expected);
  });

  it('marks the fields of the first failed check', () => {
    expect(invalidContactFields(EMPTY_CONTACT_FORM)).toEqual(['name', 'email', 'message']);
    expect(invalidContactFields(form({ message: '' }))).toEqual(['message']);
    expect(invalidContactFields(form({ email: 'nope' }))).toEqual(['email']);
    expect(invalidContactFields(form({}))).toEqual([]);
  });

  it('sends trimmed values and leaves an empty subject out', () => {
    expect(contactInput(form({ name: '  Asha ', email: ' asha@example.in ', subject: '  ' }))).toEqual({ name: 'Asha', email: 'asha@example.in', message: 'Where is my order?' });
    expect(contactInput(form({ subject: ' Size ' }))).toMatchObject({ subject: 'Size' });
  });
});
