import { Allow, IsString, Matches, ValidateBy } from 'class-validator';
import { Documented } from '../common/api-schema.js';
import { IsText, NotBlank, MaxChars, OneOf, rule, WholeNumber } from '../common/validation.js';
import { DOCUMENT_KINDS } from './series.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The largest page of a period's documents. */
export const GST_PAGE_SIZE_MAX = 100;

/** A period of India's dates, both included (at most 366 days): `?from=2026-11-01&to=2026-11-30`. */
export class GstPeriodArgs {
  @IsString({ message: 'from must be a date as YYYY-MM-DD' })
  @Matches(DAY, { message: 'from must be a date as YYYY-MM-DD' })
  from: string;

  @IsString({ message: 'to must be a date as YYYY-MM-DD' })
  @Matches(DAY, { message: 'to must be a date as YYYY-MM-DD' })
  to: string;
}

/** REST's export: the period, and only one kind when `kind` is given. */
export class GstExportQuery extends GstPeriodArgs {
  @IsText() @OneOf(DOCUMENT_KINDS, 1, `kind must be one of ${DOCUMENT_KINDS.join(', ')}`) kind?: string;
}

/** REST's list: the export's filter, and a page of it. */
export class GstDocumentsQuery extends GstExportQuery {
  @IsText() @ValidateBy({ name: 'page', validator: { validate: (v: unknown) => v === undefined || /^[1-9][0-9]{0,5}$/.test(String(v)) } }, rule(2, 'page must be a whole number from 1')) @Documented({ pattern: /^[1-9][0-9]{0,5}$/ }) page?: string;
  @IsText() @ValidateBy({ name: 'pageSize', validator: { validate: (v: unknown) => v === undefined || (/^[1-9][0-9]{0,2}$/.test(String(v)) && Number(v) <= GST_PAGE_SIZE_MAX) } }, rule(3, `pageSize must be a whole number from 1 to ${GST_PAGE_SIZE_MAX}`)) @Documented({ pattern: /^([1-9][0-9]?|100)$/ }) pageSize?: string;
}

/** GraphQL's gstDocuments arguments (the kind is its enum, upper-case). */
export class GstDocumentsArgs extends GstPeriodArgs {
  @Allow() kind?: string | null;
  @WholeNumber(1, 100_000, 2, 'page must be a whole number from 1') page?: number | null;
  @WholeNumber(1, GST_PAGE_SIZE_MAX, 3, `pageSize must be a whole number from 1 to ${GST_PAGE_SIZE_MAX}`) pageSize?: number | null;
}

/** A document by its number, to print: `SQU/25-26/000123` or `CN/25-26/0000001`. */
export class GstDocumentNumberArgs {
  @IsText() @NotBlank(1, 'number must not be empty') @MaxChars(16, 2, 'number is at most 16 characters') number: string;
}
