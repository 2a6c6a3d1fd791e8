import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GstDocumentEntity } from './gst-document.entity.js';
import { GstDocumentsController } from './gst-documents.controller.js';
import { GstDocumentsResolver } from './gst-documents.resolver.js';
import { InvoiceNumberer } from './invoice-numberer.js';
import { InvoicesService } from './invoices.service.js';

/**
 * GST documents (DECISIONS 15): tax invoices and credit notes, their series and their print.
 * The only writer of gst_documents. It sits below orders, which tell it of sales and
 * cancellations in their own transactions and read the documents back through it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([GstDocumentEntity])],
  controllers: [GstDocumentsController],
  providers: [InvoicesService, InvoiceNumberer, GstDocumentsResolver],
  exports: [InvoicesService],
})
export class InvoicesModule {}
