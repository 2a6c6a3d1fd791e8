import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Banknote, MapPin, Truck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { loadApi } from '../../../apollo/load-api';
import { makePersistedVar } from '../../../apollo/vars/persisted-var';
import { type Session, sessionVar } from '../../../apollo/vars/session';
import { useVar } from '../../../apollo/vars/use-var';
import type { DeliveryPromiseFieldsFragment as Promise_ } from '../../../gql/graphql';
import { isPincodeShape } from '../../../lib/validation';

/** The pincode the shopper last checked, kept in the browser ('delivery-pincode') for every page's box. */
const pincodeVar = makePersistedVar<string | null>({
  key: 'delivery-pincode',
  version: 1,
  initial: null,
  parse: (raw) => (typeof raw === 'string' && isPincodeShape(raw) ? raw : null),
});

type Answer = Promise_ | 'checking' | 'failed' | null;

const profilePinOf = (s: Session) => s.user?.address?.postalCode ?? null;

/**
 * 'Deliver to' (product page and cart): the shopper types a pincode, remembered in the browser
 * (the profile's when signed in and none was typed), and the server answers the day of delivery
 * and whether Cash on Delivery is taken there.
 */
export function DeliverTo() {
  const stored = useVar(pincodeVar);
  const profilePin = useVar(sessionVar, profilePinOf);
  const remembered = stored ?? (profilePin && isPincodeShape(profilePin) ? profilePin : null);
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const [wrong, setWrong] = useState(false);
  const id = useId();

  // A prerendered page is drawn without this browser's pincode: it is asked about once known.
  useEffect(() => {
    if (!remembered) return;
    setTyped(remembered);
    setAsked(remembered);
  }, [remembered]);

  useEffect(() => {
    if (!asked) return;
    let live = true;
    setAnswer('checking');
    loadApi()
      .then((api) => api.fetchDeliveryPromise(asked))
      .then(
        (p) => live && setAnswer(p),
        () => live && setAnswer('failed'),
      );
    return () => {
      live = false;
    };
  }, [asked]);

  const check = (e: FormEvent) => {
    e.preventDefault();
    const ok = isPincodeShape(typed);
    setWrong(!ok);
    if (!ok) return;
    pincodeVar(typed);
    setAsked(typed);
  };

  return (
    <Box asChild borderWidth="1px" borderColor="gray.200" rounded="l2" p="4" data-testid="deliver-to">
      <form onSubmit={check} noValidate aria-label="Check delivery">
        <Stack gap="3">
          <Text asChild fontSize="sm" fontWeight="semibold" display="flex" alignItems="center" gap="1.5">
            <label htmlFor={id}>
              <MapPin size={16} aria-hidden /> Deliver to
            </label>
          </Text>
          <HStack gap="2">
            <Input
              id={id}
              value={typed}
              onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="Enter pincode"
              aria-invalid={wrong || undefined}
              aria-describedby={`${id}a`}
              size="sm"
              maxW="40"
              data-testid="deliver-to-pincode"
            />
            <Button type="submit" size="sm" variant="outline" loading={answer === 'checking'} loadingText="Checking">
              Check
            </Button>
          </HStack>
          <Box id={`${id}a`} aria-live="polite" fontSize="sm" data-testid="deliver-to-answer">
            {wrong ? (
              <Text color="red.600">Please enter a valid 6-digit PIN code</Text>
            ) : answer === 'failed' ? (
              <Text color="fg.muted">We could not check this pincode just now. Please try again.</Text>
            ) : answer === null ? (
              <Text color="fg.muted">Enter your pincode for the delivery date and Cash on Delivery.</Text>
            ) : answer === 'checking' ? null : !answer.serviceable ? (
              <Text color="red.600" fontWeight="medium">{answer.message}</Text>
            ) : (
              <Stack gap="1.5">
                <HStack gap="2">
                  <Truck size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Text>
                    <b>{answer.message}</b>
                    {answer.place && <Text as="span" color="fg.muted"> · {answer.place.district}, {answer.place.state}</Text>}
                  </Text>
                </HStack>
                <HStack gap="2" color={answer.codAvailable ? undefined : 'fg.muted'}>
                  <Banknote size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Text>{answer.codMessage}</Text>
                </HStack>
              </Stack>
            )}
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
