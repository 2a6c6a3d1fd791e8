import { Inject, Injectable } from '@nestjs/common';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

/** `Algorithm.Argon2id`: a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/**
 * Hashes run one fewer at a time than there are cores (at least one): each takes a core for
 * several ms, and the main thread, which answers every other request, must always find one
 * free. Extra hashes wait their turn here rather than in the thread pool.
 */
class Lane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly width: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * argon2id at no less than OWASP's minimum (19 MiB, t=2, p=1), in PHC strings
 * (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). The Rust binding runs off the main thread and
 * measured 3x faster here than the C reference binding at the same cost (bench/login).
 */
@Injectable()
export class PasswordsService {
  private readonly options: Options;
  private dummyHash: Promise<string> | null = null;
  private readonly lane = new Lane(Math.max(1, availableParallelism() - 1));

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = { algorithm: ARGON2ID, ...config.argon2 };
  }

  hash(password: string): Promise<string> {
    return this.lane.run(() => hash(password, this.options));
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await this.lane.run(() => verify(stored, password));
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
