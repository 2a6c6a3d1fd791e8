import { EMAIL_PATTERN, IsText, MaxChars, NotBlank, Trimmed } from '../../common/validation.js';

const REQUIRED = 'Please fill in all required fields';

/** A message from the contact form (REST body and GraphQL input alike). */
export class ContactMessageInput {
  @IsText()
  @NotBlank(1, REQUIRED)
  @MaxChars(100, 5, 'Name must be at most 100 characters')
  name: string;

  @IsText()
  @NotBlank(2, REQUIRED)
  @Trimmed(EMAIL_PATTERN, 4, 'Please enter a valid email address')
  @MaxChars(254, 6, 'Please enter a valid email address')
  email: string;

  @IsText()
  @MaxChars(150, 7, 'Subject must be at most 150 characters')
  subject?: string | null;

  @IsText({ multiline: true })
  @NotBlank(3, REQUIRED)
  @MaxChars(5000, 8, 'Message must be at most 5000 characters')
  message: string;
}
