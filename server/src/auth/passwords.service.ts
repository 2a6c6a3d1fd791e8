import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Algorithm, Options } from '@node-rs/argon2';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { HashPool } from './hash-pool.js';

/** `Algorithm.Argon2id`: a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id at no less than OWASP's minimum (19 MiB, t=2, p=1), in PHC strings
 * (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), computed on low-priority threads of their own
 * (HashPool). The Rust binding measured 3x faster here than the C reference binding at the same
 * cost (bench/login).
 */
@Injectable()
export class PasswordsService implements OnApplicationShutdown {
  private readonly options: Options;
  private dummyHash: Promise<string> | null = null;
  private readonly pool = new HashPool();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = { algorithm: ARGON2ID, ...config.argon2 };
  }

  hash(password: string): Promise<string> {
    return this.pool.run({ op: 'hash', password, options: this.options }) as Promise<string>;
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return (await this.pool.run({ op: 'verify', stored, password })) === true;
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

  onApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }
}
