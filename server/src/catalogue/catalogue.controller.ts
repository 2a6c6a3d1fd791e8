import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { gzipSync } from 'node:zlib';
import { Public } from '../common/actor.js';
import type { Catalogue } from './catalogue.js';
import { CatalogueService } from './catalogue.service.js';

/**
 * /products.json: the catalogue file as loaded, cached as HTTP caches it: an ETag of its
 * content, revalidated each time (304 while unchanged), and a gzip copy made once per version.
 */
/** Not part of the REST adapter's document (web/openapi.ts), which is about accounts and orders. */
@ApiExcludeController()
@Controller()
export class CatalogueController {
  private encoded: { version: string; gzip: Buffer } | null = null;

  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Get('products.json')
  file(@Headers('if-none-match') ifNoneMatch: string | undefined, @Headers('accept-encoding') acceptEncoding: string | undefined, @Res() res: Response): void {
    const current = this.catalogue.catalogue;
    const etag = `"${current.version}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (ifNoneMatch === etag) return void res.status(304).end();
    res.type('application/json');
    if (/\bgzip\b/.test(acceptEncoding ?? '')) {
      res.setHeader('Content-Encoding', 'gzip');
      return void res.end(this.gzipOf(current));
    }
    res.end(current.json);
  }

  private gzipOf(c: Catalogue): Buffer {
    if (this.encoded?.version !== c.version) this.encoded = { version: c.version, gzip: gzipSync(c.json) };
    return this.encoded.gzip;
  }
}
