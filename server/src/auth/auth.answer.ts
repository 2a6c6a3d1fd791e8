import { Field } from '../common/api-schema.js';
import { UserView } from '../users/user.view.js';

/** What register, login and refresh answer (the web client also gets the refresh token as a cookie). */
export class AuthAnswer {
  @Field({ type: UserView }) user: UserView;
  @Field({ description: 'The access token: send it as `Authorization: Bearer <token>`' }) token: string;
  @Field({ description: 'Exchange it at /api/auth/refresh for new tokens; each works once' }) refreshToken: string;
  @Field({ type: 'integer', description: "The access token's lifetime in seconds" }) expiresIn: number;
}

export class LogoutAnswer {
  @Field({ enum: [true], type: 'boolean' }) success: true;
}

export class PasswordResetRequestedAnswer {
  @Field({ description: 'The same words whether or not the email has an account' }) message: string;
}

export class PasswordResetAnswer {
  @Field({ enum: [true], type: 'boolean', description: 'The new password is set and every sign-in of the account has ended' }) success: true;
}
