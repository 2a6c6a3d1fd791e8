import { IsString, Matches } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A period of India's dates, both included (at most 366 days): `?from=2026-11-01&to=2026-11-30`. */
export class GstPeriodArgs {
  @IsString({ message: 'from must be a date as YYYY-MM-DD' })
  @Matches(DAY, { message: 'from must be a date as YYYY-MM-DD' })
  from: string;

  @IsString({ message: 'to must be a date as YYYY-MM-DD' })
  @Matches(DAY, { message: 'to must be a date as YYYY-MM-DD' })
  to: string;
}
