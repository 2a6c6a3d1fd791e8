import { Absent, COUNTRIES, IsText, MaxChars, NotBlank, OneOf, PHONE_MAX_LENGTH, PHONE_PATTERN, Trimmed } from '../../common/validation.js';

const PHONE_MESSAGE = 'Please enter a valid phone number (10 to 15 digits)';
import { NestedObject, RefuseUnknownFields } from '../../common/validation.pipe.js';

@RefuseUnknownFields()
export class ProfileAddressInput {
  @IsText()
  @MaxChars(200, 6, 'Address must be at most 200 characters')
  addressLine1?: string | null;

  @IsText()
  @MaxChars(100, 7, 'City must be at most 100 characters')
  city?: string | null;

  @IsText()
  @MaxChars(100, 8, 'State must be at most 100 characters')
  state?: string | null;

  /** Checked against the country by the service, which knows the stored one. */
  @IsText()
  postalCode?: string | null;

  @IsText()
  @OneOf(COUNTRIES, 9, `Country must be one of ${COUNTRIES.join(', ')}`)
  country?: string | null;
}

/**
 * The profile fields a shopper may change. Fields left out stay as they are; a blank optional
 * field clears it. Email and fields the profile does not have are refused.
 */
@RefuseUnknownFields()
export class ProfileInput {
  @Absent(-3, 'Email cannot be changed')
  email?: never;

  @IsText()
  @NotBlank(1, 'Please enter your first name', { ifSent: true })
  @MaxChars(50, 2, 'First name must be at most 50 characters')
  firstName?: string | null;

  @IsText()
  @NotBlank(3, 'Please enter your last name', { ifSent: true })
  @MaxChars(50, 4, 'Last name must be at most 50 characters')
  lastName?: string | null;

  @IsText()
  @Trimmed(PHONE_PATTERN, 5, PHONE_MESSAGE, { optional: true })
  @MaxChars(PHONE_MAX_LENGTH, 5, PHONE_MESSAGE)
  phone?: string | null;

  @NestedObject(ProfileAddressInput)
  address?: ProfileAddressInput | null;
}
