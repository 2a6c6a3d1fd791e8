import { render, type Rendered } from './layout.js';

/** The link to set a new password (forgot password): it works once, for `minutes`. */
export function passwordReset(firstName: string, link: string, minutes: number): Rendered {
  return render('Reset your SQU password', firstName, [
    { p: 'Someone (we hope you) asked to reset the password of your SQU account. Choose a new password here:' },
    { link, label: 'Reset your password' },
    { p: `The link works once, for ${minutes} minutes. Once you set a new password you are signed out everywhere else.` },
    { p: 'If you did not ask, ignore this message: your password stays as it is.' },
  ]);
}
