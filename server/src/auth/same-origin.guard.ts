import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { forbidden } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { crossSiteRefusal, factsOf } from './cross-site.js';

/** For REST routes that read the refresh cookie: refuses cross-site requests with 403 FORBIDDEN. */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const refusal = crossSiteRefusal(factsOf(context.switchToHttp().getRequest<Request>()), this.config.corsOrigins);
    if (refusal) throw forbidden(refusal);
    return true;
  }
}
