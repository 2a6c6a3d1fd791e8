import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

/** argon2id at no less than OWASP's minimum (19 MiB, t=2, p=1). */
@Injectable()
export class PasswordsService {
  private readonly options: argon2.HashOptions;
  private dummyHash: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = { type: argon2.argon2id, ...config.argon2 };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown email cannot be told from a wrong password. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not-a-real-password-but-the-same-cost');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
