import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminOnly } from '../common/actor.js';
import { GST_PAGE_SIZE_MAX, GstDocumentNumberArgs, GstDocumentsArgs } from './gst-period.args.js';
import { type RestGstDocument, toGstDocumentView } from './gst-documents.view.js';
import { gstr1Csv, gstr1FileName } from './gstr1.js';
import { InvoicesService } from './invoices.service.js';
import type { DocumentKind } from './series.js';

/** A page of a period's documents, with what its CSV is made of (asked only when `csv` is). */
interface GstDocumentPeriod {
  documents: RestGstDocument[];
  total: number;
  page: number;
  pageSize: number;
  filter: { from: string; to: string; kind: DocumentKind | null };
}

/** gstDocuments (a page of a period's documents and the period's GSTR-1 CSV) and gstDocument (one to print): admins only. */
@Resolver('GstDocumentPeriod')
export class GstDocumentsResolver {
  constructor(private readonly invoices: InvoicesService) {}

  @AdminOnly()
  @Query('gstDocuments')
  async gstDocuments(@Args() args: GstDocumentsArgs): Promise<GstDocumentPeriod> {
    const filter = { from: args.from, to: args.to, kind: args.kind ? (args.kind.toLowerCase() as DocumentKind) : null };
    const page = { page: args.page ?? 1, pageSize: args.pageSize ?? GST_PAGE_SIZE_MAX };
    const { items, total } = await this.invoices.documentsOf(filter.from, filter.to, { kind: filter.kind, page });
    return { documents: items.map((d) => toGstDocumentView(d, true)), total, ...page, filter };
  }

  /** The whole period's CSV (of the kind asked), not the page's. */
  @ResolveField('csv')
  async csv(@Parent() period: GstDocumentPeriod): Promise<string> {
    const { from, to, kind } = period.filter;
    return gstr1Csv((await this.invoices.documentsOf(from, to, { kind })).items);
  }

  /** What the CSV is saved as. */
  @ResolveField('csvFileName')
  csvFileName(@Parent() period: GstDocumentPeriod): string {
    const { from, to, kind } = period.filter;
    return gstr1FileName(from, to, kind);
  }

  @AdminOnly()
  @Query('gstDocument')
  async gstDocument(@Args() args: GstDocumentNumberArgs) {
    const doc = await this.invoices.documentByNumber(args.number.trim());
    return { ...doc, kind: doc.kind.toUpperCase() };
  }
}
