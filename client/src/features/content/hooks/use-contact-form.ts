import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SendContactMessageDocument } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';
import { submitFailureMessage } from '../../../apollo/submit-error';
import {
  CONTACT_MESSAGES, contactFormError, contactInput, EMPTY_CONTACT_FORM, invalidContactFields,
  type ContactField, type ContactFormValues,
} from '../lib/contact-form';

/**
 * The contact form: the spec's checks in order (required fields, then the e-mail), then the
 * message is stored on the server; on success the form clears.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [invalid, setInvalid] = useState<ContactField[]>([]);
  // Failures are toasted here with the form's own words, not by the API layer.
  const [send, { loading }] = useMutation(SendContactMessageDocument, { context: { silent: true } });

  const set = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((list) => list.filter((f) => f !== field));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const problem = contactFormError(values);
    setInvalid(invalidContactFields(values));
    if (problem) return void notify.error(problem);
    try {
      const { data } = await send({ variables: { input: contactInput(values) } });
      if (!data?.sendContactMessage) throw new Error('No answer');
      notify.success(CONTACT_MESSAGES.sent);
      setValues(EMPTY_CONTACT_FORM);
    } catch (error) {
      notify.error(submitFailureMessage(error, CONTACT_MESSAGES.failed));
    }
  };

  return { values, set, isInvalid: (f: ContactField) => invalid.includes(f), busy: loading, submit };
}
