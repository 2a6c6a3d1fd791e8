import { ValidateBy } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { together } from './api-schema.js';
import { rule } from './validation.js';

/** A list of at least one of `values`, each once: `message` otherwise. Documented as an array of that enum. */
export const ListOf = (values: readonly string[], rank: number, message: string, description: string): PropertyDecorator =>
  together(
    ValidateBy(
      {
        name: 'listOf',
        validator: { validate: (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && values.includes(x)) && new Set(v).size === v.length },
      },
      rule(rank, message),
    ),
    ApiProperty({ type: 'array', items: { type: 'string', enum: [...values] }, minItems: 1, uniqueItems: true, required: true, description } as never),
  );
