import { useRef, useState, type FormEvent } from 'react';
import { loadApi } from '../../../apollo/load-api';
import { notify } from '../../../lib/notify';
import { newsletterError, NEWSLETTER_MESSAGES } from '../lib/content';

/**
 * The newsletter form: the spec's checks and words first, then the address goes on the list
 * for real. An address already on it is told so kindly, as news, not as an error.
 */
export function useNewsletter() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [loading, setLoading] = useState(false);
  // A second submit while the first is on its way is ignored (the state may not have re-rendered yet).
  const sending = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const problem = newsletterError(email);
    setInvalid(!!problem);
    if (problem) return void notify.error(problem);
    sending.current = true;
    setLoading(true);
    // The home page is interactive before Apollo's client has come (apollo/load-api.ts).
    const api = await loadApi().catch(() => null);
    try {
      if (!api) throw new Error('The API client could not be loaded');
      // Failures are toasted here with the form's own words, not by the API layer (`silent`).
      const result = await api.subscribeNewsletter(email.trim());
      if (result.alreadySubscribed) notify.info(result.message);
      else notify.success(NEWSLETTER_MESSAGES.subscribed);
      setEmail('');
    } catch (error) {
      notify.error(api ? api.submitFailureMessage(error, NEWSLETTER_MESSAGES.failed) : NEWSLETTER_MESSAGES.failed);
    } finally {
      sending.current = false;
      setLoading(false);
    }
  };

  const change = (value: string) => {
    setEmail(value);
    if (invalid) setInvalid(false);
  };

  // Apollo's client is fetched as the shopper starts on the form, not only once they send it.
  const prepare = () => void loadApi().catch(() => undefined);

  return { email, setEmail: change, invalid, busy: loading, submit, prepare };
}
