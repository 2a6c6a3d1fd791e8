import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { updateSessionUser, type SessionUser } from '../../../apollo/vars/session';
import { UpdateProfileDocument } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { SERVER_FIELD_NAMES, toProfileInput, type ProfileField, type ProfileValues } from '../lib/profile-form';

const PROFILE_SAVED = 'Profile updated successfully!';

/**
 * Saves the profile (the profile page, and the checkout's delivery form). No client validation
 * (spec point 5): the server's messages are toasted by the link chain and shown at the fields
 * they concern. The answer replaces the session user; `save` answers it, or null when refused.
 */
export function useSaveProfile() {
  const [update, { loading }] = useMutation(UpdateProfileDocument);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});

  const save = async (values: ProfileValues, saved = PROFILE_SAVED): Promise<SessionUser | null> => {
    setErrors({});
    try {
      const { data } = await update({ variables: { input: toProfileInput(values) } });
      if (!data) return null;
      updateSessionUser(data.updateProfile);
      notify.success(saved);
      return data.updateProfile;
    } catch (error) {
      setErrors(fieldErrors(error, SERVER_FIELD_NAMES));
      return null;
    }
  };

  return { save, busy: loading, errors };
}
