import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { RestExceptionFilter } from './rest-exception.filter.js';
import { ValidationPipe } from './validation.pipe.js';

/** What every request passes, whichever feature answers it: the validation pipe and the REST error filter. */
@Module({
  providers: [
    { provide: APP_PIPE, useClass: ValidationPipe },
    { provide: APP_FILTER, useClass: RestExceptionFilter },
  ],
})
export class CommonModule {}
