import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import type { AppServices } from "~/server/context.server";
import type { Env } from "~/server/env.server";
import type { LaneAnswer } from "~/server/page-cache/fast-lane.server";
import type { RecordNamesPort } from "~/server/page-cache/cacheable-routes";
import type { RequestHead } from "~/server/page-cache/request-head";

/**
 * What the HTTP server (http.ts) needs of the features. The composition root
 * provides it (`SERVER_FEATURES` in composition.server.ts), so no module of
 * app/server but that one imports a feature.
 */
export interface ServerFeatures {
  /**
   * What runs from the database's opening to the server's close (the owner
   * account, the backup socket, the sitemaps following article changes):
   * lines to print once the server listens, and what stops it all.
   */
  start(
    services: AppServices,
    opened: { dataDir: string; kind: "pglite" | "postgres" },
  ): Promise<{ notices: string[]; stop(): Promise<void> }>;
  /** Where uploaded images are served from (/media/articles): a folder, or a bucket. */
  media(env: Env): MediaServing;
  /** The body of /{name}.txt when `name` is the IndexNow key, else null. */
  indexNowKeyFile(services: AppServices, name: string): Promise<string | null>;
  /** Where the page cache's routes of records read the names in use. */
  recordNames: RecordNamesPort;
  /** What answers ahead of the page cache and the router (the redirections), and notes 404s. */
  front(services: AppServices): ServerFront;
  /** The audience measure's counter of page views, kept in memory until flushed. */
  countPageViews(
    services: AppServices,
    options: { publicHost: string; trustProxy: boolean },
  ): PageViews;
}

export interface PageViews {
  /** A request observer: counts the response once it is finished, if it is a page. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** For a response written straight to the connection (the fast lane). */
  sent(request: RequestHead, socketAddress: string, status: number, contentType: string): void;
  /** Adds the pending counts to the database; its error's message holds none of the counted values. */
  flush(): Promise<void>;
  /** Views dropped since start because too many distinct pairs were waiting. */
  dropped(): number;
}

export interface ServerFront {
  /** Wraps the Node handler: answers some requests itself, passes the others on. */
  handler(next: RequestListener): RequestListener;
  /** The same for the fast lane's answers from memory. */
  lane(next: LaneAnswer): LaneAnswer;
  /** Writes what it counted in memory; the server calls it as it closes. */
  close(): Promise<void>;
}

/**
 * The uploads' storage as /media/articles serves it (media-serving.server.ts):
 * a folder served as static files, or a bucket read for each request, or
 * redirected to its public address when it has one.
 */
export type MediaServing =
  | { kind: "folder"; dir: string }
  | {
      kind: "bucket";
      /** The file `name`, or null when it does not exist (or could not be a file's name). */
      read(name: string): Promise<{
        body: Readable;
        bytes: number;
        modified: Date;
        etag: string | null;
        contentType: string | null;
      } | null>;
      /** Its address on the bucket's public side (MEDIA_PUBLIC_URL), or null. */
      publicAddress(name: string): string | null;
    };
