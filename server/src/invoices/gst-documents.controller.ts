import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-schema.js';
import { AdminOnly } from '../common/actor.js';
import { GST_PAGE_SIZE_MAX, GstDocumentNumberArgs, GstDocumentsQuery, GstExportQuery } from './gst-period.args.js';
import { RestGstDocuments, RestPrintedGstDocument, toGstDocumentView } from './gst-documents.view.js';
import { gstr1Csv, gstr1FileName } from './gstr1.js';
import { InvoicesService } from './invoices.service.js';
import type { DocumentKind } from './series.js';

const PERIOD_ERRORS = {
  BAD_USER_INPUT: 'from or to is not a date as YYYY-MM-DD, to is before from, or the period is over 366 days; kind, page or pageSize out of range',
  FORBIDDEN: 'anyone but an admin',
};

const kindOf = (kind?: string): DocumentKind | null => (kind ? (kind as DocumentKind) : null);

/** The admin's GST documents of a period, their GSTR-1 export, and one document to print. */
@ApiTags('GST documents')
@ApiBearerAuth('bearer')
@Controller('api/admin/gst-documents')
export class GstDocumentsController {
  constructor(private readonly invoices: InvoicesService) {}

  @ApiOperation({ operationId: 'listGstDocuments', summary: "Admins only: the tax invoices and credit notes issued in a period (India's dates, both included), one kind when asked, a page at a time (100 by default)" })
  @ApiOkResponse({ type: RestGstDocuments })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], PERIOD_ERRORS)
  @AdminOnly()
  @Get()
  async list(@Query() q: GstDocumentsQuery): Promise<RestGstDocuments> {
    const page = { page: Number(q.page ?? 1), pageSize: Number(q.pageSize ?? GST_PAGE_SIZE_MAX) };
    const { items, total } = await this.invoices.documentsOf(q.from, q.to, { kind: kindOf(q.kind), page });
    return { documents: items.map((d) => toGstDocumentView(d)), total, ...page };
  }

  @ApiOperation({ operationId: 'exportGstDocuments', summary: 'Admins only: the same documents (all of the period, one kind when asked) as CSV with the GSTR-1 columns, one row per document and GST rate' })
  @ApiOkResponse({
    description: 'RFC 4180 CSV (CRLF), a header row first',
    content: { 'text/csv': { schema: { type: 'string' } } },
    headers: { 'Content-Disposition': { description: 'attachment; filename="gstr1-documents-2026-11-01-to-2026-11-30.csv" (-invoices or -credit-notes for one kind)', schema: { type: 'string' } } },
  })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'], PERIOD_ERRORS)
  @AdminOnly()
  @Get('csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  async csv(@Query() q: GstExportQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const kind = kindOf(q.kind);
    const csv = gstr1Csv((await this.invoices.documentsOf(q.from, q.to, { kind })).items);
    // Saved as a file, named for its period, by a browser or `curl -OJ`.
    res.setHeader('Content-Disposition', `attachment; filename="${gstr1FileName(q.from, q.to, kind)}"`);
    return csv;
  }

  @ApiOperation({ operationId: 'printGstDocument', summary: 'Admins only: a tax invoice or credit note by its number, as the stored printable document (a cancelled invoice prints as cancelled)' })
  @ApiOkResponse({ type: RestPrintedGstDocument })
  @ApiErrors(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], { BAD_USER_INPUT: 'number missing, blank or over 16 characters', FORBIDDEN: 'anyone but an admin', NOT_FOUND: 'no document has this number' })
  @AdminOnly()
  @Get('print')
  async print(@Query() q: GstDocumentNumberArgs): Promise<RestPrintedGstDocument> {
    const { number, kind, cancelled, html } = await this.invoices.documentByNumber(q.number.trim());
    return { number, kind, cancelled, html };
  }
}
