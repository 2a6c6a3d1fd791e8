import { IsText } from '../../common/validation.js';
import { OptionalBody } from '../../common/validation.pipe.js';

/**
 * REST refresh and logout: the refresh token in the body (integrators), else the cookie (the
 * web client); a body that is not an object carries no token.
 */
@OptionalBody()
export class RefreshTokenInput {
  @IsText()
  refreshToken?: string | null;
}
