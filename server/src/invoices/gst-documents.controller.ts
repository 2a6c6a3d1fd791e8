import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { AdminOnly } from '../common/actor.js';
import { GstPeriodArgs } from './gst-period.args.js';
import { RestGstDocuments, toGstDocumentView } from './gst-documents.view.js';
import { gstr1Csv } from './gstr1.js';
import { InvoicesService } from './invoices.service.js';

const PERIOD_ERRORS = {
  BAD_USER_INPUT: 'from or to is not a date as YYYY-MM-DD, to is before from, or the period is over 366 days',
  FORBIDDEN: 'anyone but an admin',
};

/** The admin's GST documents of a period, and their GSTR-1 export. */
@ApiTags('GST documents')
@ApiBearerAuth('bearer')
@Controller('api/admin/gst-documents')
export class GstDocumentsController {
  constructor(private readonly invoices: InvoicesService) {}

  @ApiOperation({ operationId: 'listGstDocuments', summary: 'Admins only: the tax invoices and credit notes issued in a period (India\'s dates, both included)' })
  @ApiOkResponse({ type: RestGstDocuments })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], PERIOD_ERRORS)
  @AdminOnly()
  @Get()
  async list(@Query() q: GstPeriodArgs): Promise<RestGstDocuments> {
    return { documents: (await this.invoices.documentsOf(q.from, q.to)).map((d) => toGstDocumentView(d)) };
  }

  @ApiOperation({ operationId: 'exportGstDocuments', summary: 'Admins only: the same documents as CSV with the GSTR-1 columns, one row per document and GST rate' })
  @ApiOkResponse({ description: 'RFC 4180 CSV (CRLF), a header row first', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], PERIOD_ERRORS)
  @AdminOnly()
  @Get('csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  async csv(@Query() q: GstPeriodArgs): Promise<string> {
    return gstr1Csv(await this.invoices.documentsOf(q.from, q.to));
  }
}
