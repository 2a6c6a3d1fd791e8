import { AtLeastChars, AtMostChars, EMAIL_PATTERN, Given, IsText, MaxChars, NotBlank, Trimmed } from '../../common/validation.js';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** A new account (REST body and GraphQL input alike), checked in the order of spec point 5. */
export class RegisterInput {
  @IsText()
  @NotBlank(1, 'Please enter your email address')
  @Trimmed(EMAIL_PATTERN, 5, 'Please enter a valid email address')
  @MaxChars(254, 10, 'Please enter a valid email address')
  email: string;

  @IsText({ secret: true })
  @Given(2, 'Please enter your password')
  @AtLeastChars(PASSWORD_MIN_LENGTH, 6, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  @AtMostChars(PASSWORD_MAX_LENGTH, 7, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  password: string;

  @IsText()
  @NotBlank(3, 'Please enter your first name')
  @MaxChars(50, 8, 'First name must be at most 50 characters')
  firstName: string;

  @IsText()
  @NotBlank(4, 'Please enter your last name')
  @MaxChars(50, 9, 'Last name must be at most 50 characters')
  lastName: string;

  /** Checked against the configured website by the service (a 400 of its own, after these). */
  @IsText()
  website?: string | null;
}
