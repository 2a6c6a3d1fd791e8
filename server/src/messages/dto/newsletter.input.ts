import { EMAIL_PATTERN, IsText, MaxChars, NotBlank, Trimmed } from '../../common/validation.js';

/** A newsletter sign-up (REST body; GraphQL's `email` argument). */
export class NewsletterInput {
  @IsText()
  @NotBlank(1, 'Please enter your email address')
  @Trimmed(EMAIL_PATTERN, 2, 'Please enter a valid email address')
  @MaxChars(254, 2, 'Please enter a valid email address')
  email: string;
}
