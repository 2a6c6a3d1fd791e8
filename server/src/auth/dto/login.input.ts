import { EMAIL_PATTERN, Given, IsText, NotBlank, Trimmed } from '../../common/validation.js';

/** A sign-in (REST body and GraphQL input alike). A password's length is no rule here: every login costs one hash. */
export class LoginInput {
  @IsText()
  @NotBlank(1, 'Please enter your email address')
  @Trimmed(EMAIL_PATTERN, 3, 'Please enter a valid email address')
  email: string;

  @IsText({ secret: true })
  @Given(2, 'Please enter your password')
  password: string;

  @IsText()
  website?: string | null;
}
