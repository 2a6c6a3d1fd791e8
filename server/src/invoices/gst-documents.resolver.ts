import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly } from '../common/actor.js';
import { GstPeriodArgs } from './gst-period.args.js';
import { toGstDocumentView } from './gst-documents.view.js';
import { gstr1Csv } from './gstr1.js';
import { InvoicesService } from './invoices.service.js';

@Resolver()
export class GstDocumentsResolver {
  constructor(private readonly invoices: InvoicesService) {}

  @AdminOnly()
  @Query('gstDocuments')
  async gstDocuments(@Args() args: GstPeriodArgs) {
    const docs = await this.invoices.documentsOf(args.from, args.to);
    return { documents: docs.map((d) => toGstDocumentView(d, true)), csv: gstr1Csv(docs) };
  }
}
