import { Controller, Get, Header, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import {
  findAttachmentFile,
  findBuyerLinkByTokenHash,
  type AttachmentFile,
  type BuyerLinkAccess,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { BuyerLinkAction } from '@dealbook/contracts';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { TooBusyError } from '../../kernel/errors/too-busy.error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { newId } from '../../kernel/ids.js';
import { Public } from '../../kernel/http/access-rule.decorator.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { attachmentDisposition } from '../../kernel/http/file-name.js';
import { FixedWindowRateLimit } from '../../kernel/http/fixed-window-rate-limit.js';
import { HeavyWorkLimiter } from '../../kernel/heavy-work/heavy-work.limiter.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import { buyerLinkDecider } from './buyer-link.decider.js';
import { buyerLinkTokenHash, buyerLinkTokenPattern } from './buyer-link-token.js';
import { buyerDocumentsPage, buyerLinkClosedPage, buyerPageCss } from './buyer-page.js';
import { readerAddress } from './reader-address.js';
import { DefaultWatermarkLimits, watermarkPdf } from './watermark-pdf.js';
import { PdfNotWatermarkable } from './pdf-not-watermarkable.js';

/** Requests per minute one address may make of buyer links, and one link of its documents. */
export const BuyerLinkLimits = { perAddressPerMinute: 60, perLinkPerMinute: 30 };

type Closed = 'unknown' | 'withdrawn' | 'expired' | 'busy';
const closedStatus: Record<Closed, number> = { unknown: 404, withdrawn: 410, expired: 410, busy: 429 };
/** A link that opens nothing answers a page in words (HTML), never an API error body. */
const closedPages = [{ status: 404 }, { status: 410 }, { status: 429 }];

/**
 * The buyer's side of issue 38: `/d/{token}` lists the documents a link opens, `/d/{token}/{id}`
 * serves one as a PDF watermarked for its recipient, made afresh for each request and never
 * cached. No account, no API, no socket: the token (256 bits, stored hashed) opens those
 * documents of that link only. Every answer is a page in words or the document; every use is
 * an event on the link. Rate-limited per address and per link.
 */
@Controller('d')
@Public()
export class BuyerLinkController {
  private readonly byAddress = new FixedWindowRateLimit(BuyerLinkLimits.perAddressPerMinute, 60_000);
  private readonly byLink = new FixedWindowRateLimit(BuyerLinkLimits.perLinkPerMinute, 60_000);

  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(HeavyWorkLimiter) private readonly heavyWork: HeavyWorkLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('buyer-page.css')
  @ResponseDoc({ file: ['text/css'] })
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  stylesheet(): string {
    return buyerPageCss;
  }

  @Get(':token')
  @ResponseDoc({ file: ['text/html'], also: closedPages })
  async documents(@Param('token') token: string, @Req() request: Request, @Res() res: Response): Promise<void> {
    const link = await this.open(token, request, res, null);
    if (!link || !(await this.record(link, request, res, 'opened', null))) return;
    this.html(
      res,
      200,
      buyerDocumentsPage({
        brandName: this.config.brandName,
        token,
        projectName: link.projectName,
        recipientName: link.recipient.name,
        documents: link.documents,
        expiresAt: link.expiresAt,
      }),
    );
  }

  @Get(':token/:documentId')
  @ResponseDoc({ file: ['application/pdf', '*/*', 'text/html'], also: [...closedPages, { status: 422 }] })
  async document(
    @Param('token') token: string,
    @Param('documentId') documentId: string,
    @Query('download') download: string | undefined,
    @Req() request: Request,
    @Res() res: Response,
  ): Promise<void> {
    const action: BuyerLinkAction = download === undefined ? 'viewed' : 'downloaded';
    const link = await this.open(token, request, res, documentId);
    if (!link) return;
    const granted = link.documents.find((document) => document.id === documentId)!;
    const file = await findAttachmentFile(this.db, documentId);
    if (!file) return this.html(res, 404, buyerLinkClosedPage(this.config.brandName, 'unknown'));
    if (!granted.watermarked) return this.asItIs(link, { ...file, fileName: granted.fileName }, request, res);
    // Refused before a byte is read: the watermark would refuse it anyway.
    if (file.size > DefaultWatermarkLimits.maxBytes) {
      return this.html(res, 422, buyerLinkClosedPage(this.config.brandName, 'unavailable'));
    }
    const stored = await this.files.get(file.storageKey);
    if (!stored) return this.html(res, 404, buyerLinkClosedPage(this.config.brandName, 'unknown'));
    let marked: Uint8Array;
    try {
      const bytes = Buffer.concat(await stored.stream.toArray());
      marked = await this.heavyWork.run('watermark', link.id, () =>
        watermarkPdf(bytes, {
          name: link.recipient.name,
          company: link.purchaserName,
          email: link.recipient.email,
          date: new Date().toISOString().slice(0, 10),
        }),
      );
    } catch (error) {
      if (error instanceof TooBusyError) return this.html(res, 429, buyerLinkClosedPage(this.config.brandName, 'busy'));
      if (error instanceof PdfNotWatermarkable) {
        return this.html(res, 422, buyerLinkClosedPage(this.config.brandName, 'unavailable'));
      }
      throw error;
    }
    // Counted once there is a copy to serve: a refused or failed one is no view.
    if (!(await this.record(link, request, res, action, documentId))) return;
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const disposition = attachmentDisposition(granted.fileName);
    res.setHeader(
      'Content-Disposition',
      action === 'viewed' ? disposition.replace(/^attachment/, 'inline') : disposition,
    );
    res.end(Buffer.from(marked));
  }

  /**
   * A file the sender let go as it is (not a PDF): always a download, streamed, never cached, its
   * type the one sniffed at upload.
   */
  private async asItIs(link: BuyerLinkAccess, file: AttachmentFile, request: Request, res: Response): Promise<void> {
    const stored = await this.files.get(file.storageKey);
    if (!stored) return this.html(res, 404, buyerLinkClosedPage(this.config.brandName, 'unknown'));
    if (!(await this.record(link, request, res, 'downloaded', file.id))) {
      stored.stream.destroy();
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(stored.size));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
    await pipeline(stored.stream, res);
  }

  /**
   * The link behind the token, or undefined after answering the page that says why not (unknown,
   * withdrawn, expired, too many requests).
   */
  private async open(token: string, request: Request, res: Response, documentId: string | null) {
    if (!this.byAddress.take(request.ip ?? '')) return this.close(res, 'busy');
    if (!buyerLinkTokenPattern.test(token)) return this.close(res, 'unknown');
    const link = await findBuyerLinkByTokenHash(this.db, buyerLinkTokenHash(token));
    if (!link) return this.close(res, 'unknown');
    if (link.revokedAt) return this.close(res, 'withdrawn');
    if (link.expiresAt <= new Date()) return this.close(res, 'expired');
    if (documentId !== null && !link.documents.some((document) => document.id === documentId)) {
      return this.close(res, 'unknown');
    }
    if (!this.byLink.take(link.id)) return this.close(res, 'busy');
    return link;
  }

  /**
   * The use, as an event on the link, once there is something to show for it; false after
   * answering "withdrawn" when the log refuses it (withdrawn or expired since the read).
   */
  private async record(
    link: BuyerLinkAccess,
    request: Request,
    res: Response,
    action: BuyerLinkAction,
    documentId: string | null,
  ): Promise<boolean> {
    try {
      await this.commands.execute(buyerLinkDecider, {
        command: {
          type: 'UseBuyerLink',
          grantId: link.id,
          action,
          documentId,
          address: readerAddress(request.ip ?? '', this.config.buyerLinkAddresses),
          at: new Date().toISOString(),
        },
        metadata: { actorId: null, correlationId: newId() },
      });
      return true;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.close(res, error.code === 'not_found' ? 'unknown' : 'withdrawn');
      return false;
    }
  }

  private close(res: Response, reason: Closed): undefined {
    if (reason === 'busy') res.setHeader('Retry-After', '60');
    this.html(res, closedStatus[reason], buyerLinkClosedPage(this.config.brandName, reason));
    return undefined;
  }

  private html(res: Response, status: number, body: string): void {
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.end(body);
  }
}
