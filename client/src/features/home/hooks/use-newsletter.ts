import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SubscribeNewsletterDocument } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';
import { submitFailureMessage } from '../../../lib/submit-error';
import { newsletterError, NEWSLETTER_MESSAGES } from '../lib/content';

/**
 * The newsletter form: the spec's checks and words first, then the address goes on the list
 * for real. An address already on it is told so kindly, as news, not as an error.
 */
export function useNewsletter() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  // Failures are toasted here with the form's own words, not by the API layer.
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterDocument, { context: { silent: true } });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const problem = newsletterError(email);
    setInvalid(!!problem);
    if (problem) return void notify.error(problem);
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      const result = data?.subscribeNewsletter;
      if (!result) throw new Error('No answer');
      if (result.alreadySubscribed) notify.info(result.message);
      else notify.success(NEWSLETTER_MESSAGES.subscribed);
      setEmail('');
    } catch (error) {
      notify.error(submitFailureMessage(error, NEWSLETTER_MESSAGES.failed));
    }
  };

  const change = (value: string) => {
    setEmail(value);
    if (invalid) setInvalid(false);
  };

  return { email, setEmail: change, invalid, busy: loading, submit };
}
