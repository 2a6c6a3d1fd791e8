import { AtLeastChars, AtMostChars, EMAIL_PATTERN, Given, IsText, MaxChars, NotBlank, Trimmed } from '../../common/validation.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './register.input.js';

/** Forgot password: the email to send a reset link to (REST body and GraphQL input alike). */
export class RequestPasswordResetInput {
  @IsText()
  @NotBlank(1, 'Please enter your email address')
  @Trimmed(EMAIL_PATTERN, 2, 'Please enter a valid email address')
  @MaxChars(254, 3, 'Please enter a valid email address')
  email: string;

  /** Left out: the shop's own; another one is refused as at sign-in. */
  @IsText()
  website?: string | null;
}

/** A new password, with the token of the link the shopper was sent; the password has registration's rules. */
export class ResetPasswordInput {
  @IsText({ secret: true })
  @Given(1, 'This password reset link is incomplete. Please open the link from the e-mail again.')
  @AtMostChars(200, 2, 'This password reset link is not valid. Please ask for a new one.')
  token: string;

  @IsText({ secret: true })
  @Given(3, 'Please enter your new password')
  @AtLeastChars(PASSWORD_MIN_LENGTH, 4, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  @AtMostChars(PASSWORD_MAX_LENGTH, 5, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  password: string;
}
