import type { ArgumentMetadata, Type } from '@nestjs/common';
import type { AppError } from '../common/app-error.js';
import { ValidationPipe } from '../common/validation.pipe.js';

const pipe = new ValidationPipe();

/** What the one validation pipe makes of a request body for the DTO `type`. */
export const validated = (type: Type<object>, value: unknown) => pipe.transform(value, { type: 'body', metatype: type } as ArgumentMetadata);

/** The pipe's refusal of a body: code, message and field errors. */
export async function refusalOf(type: Type<object>, value: unknown) {
  const error = (await validated(type, value).then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message, errors: error.errors };
}
