import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { updateSessionUser } from '../../../apollo/vars/session';
import { UpdateProfileDocument } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { SERVER_FIELD_NAMES, toProfileInput, type ProfileField, type ProfileValues } from '../lib/profile-form';

/**
 * Saves the profile. No client validation (spec point 5): the server's messages are toasted
 * by the link chain and shown at the fields they concern. The answer replaces the session user.
 */
export function useSaveProfile() {
  const [update, { loading }] = useMutation(UpdateProfileDocument);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});

  const save = async (values: ProfileValues) => {
    setErrors({});
    try {
      const { data } = await update({ variables: { input: toProfileInput(values) } });
      if (!data) return;
      updateSessionUser(data.updateProfile);
      notify.success('Profile updated successfully!');
    } catch (error) {
      setErrors(fieldErrors(error, SERVER_FIELD_NAMES));
    }
  };

  return { save, busy: loading, errors };
}
