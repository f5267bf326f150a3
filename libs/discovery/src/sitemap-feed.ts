import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type { StreamingSitemapParser } from './sitemap-parser.js';

/** A sitemap is read up to this size unpacked (the protocol's own limit). */
export const MAX_SITEMAP_XML_BYTES = 50 * 1024 * 1024;
const GUNZIP_CHUNK_BYTES = 64 * 1024;
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/**
 * Hands a sitemap's bytes to the parser as they arrive from the network, so a 50 MB file never sits
 * in memory whole: plain XML is decoded as UTF-8, and a gzipped file (told by its first bytes) is
 * unpacked on the way. Past the unpacked cap, or once the parser has all it wants, it asks for no more.
 */
export class SitemapFeed {
  readonly #parser: StreamingSitemapParser;
  readonly #decoder = new StringDecoder('utf8');
  #head: Buffer | null = Buffer.alloc(0);
  #inflater: zlib.Gunzip | null = null;
  #inflated: Promise<void> = Promise.resolve();
  #unpacked = 0;
  #problem: string | null = null;

  constructor(parser: StreamingSitemapParser) {
    this.#parser = parser;
  }

  /** Takes the next chunk of the body; false once nothing more is wanted. */
  write(chunk: Buffer): boolean {
    if (this.#head !== null) {
      // The format is decided by the first two bytes, which may arrive split.
      this.#head = Buffer.concat([this.#head, chunk]);
      if (this.#head.length < GZIP_MAGIC.length) return true;
      const first = this.#head;
      this.#head = null;
      if (first[0] === GZIP_MAGIC[0] && first[1] === GZIP_MAGIC[1]) this.#startGunzip();
      return this.#route(first);
    }
    return this.#route(chunk);
  }

  /** Flushes what is left; returns why the file was not read in full, or null. */
  async end(): Promise<string | null> {
    if (this.#head !== null && this.#head.length > 0) this.#accept(this.#head);
    this.#head = null;
    if (this.#inflater !== null) {
      if (!this.#inflater.destroyed) this.#inflater.end();
      await this.#inflated;
    }
    this.#parser.write(this.#decoder.end());
    return this.#problem;
  }

  /** Stops unpacking after a failed read, so nothing is left running. */
  abort(): void {
    this.#inflater?.destroy();
  }

  get #wantsMore(): boolean {
    return this.#problem === null && this.#parser.wantsMore;
  }

  #route(chunk: Buffer): boolean {
    if (!this.#wantsMore) return false;
    if (this.#inflater !== null) this.#inflater.write(chunk);
    else this.#accept(chunk);
    return this.#wantsMore;
  }

  #accept(chunk: Buffer): void {
    if (!this.#wantsMore) return;
    this.#unpacked += chunk.length;
    if (this.#unpacked > MAX_SITEMAP_XML_BYTES) {
      this.#problem = `unpacks to more than ${MAX_SITEMAP_XML_BYTES} bytes`;
      return;
    }
    this.#parser.write(this.#decoder.write(chunk));
  }

  #startGunzip(): void {
    const inflater = zlib.createGunzip({ chunkSize: GUNZIP_CHUNK_BYTES });
    this.#inflated = new Promise<void>((resolve) => {
      inflater.on('data', (chunk: Buffer) => {
        this.#accept(chunk);
        // A bomb stops here: the inflater is dropped as soon as the cap or the parser says enough.
        if (!this.#wantsMore) inflater.destroy();
      });
      inflater.once('end', resolve);
      inflater.once('close', resolve);
      inflater.on('error', () => {
        this.#problem ??= 'is not a valid gzip file';
        resolve();
      });
    });
    this.#inflater = inflater;
  }
}
