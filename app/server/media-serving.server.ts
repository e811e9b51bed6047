/**
 * /media/articles: the uploaded images. From a folder, Express's static file
 * server (the fast path of one machine); from a bucket, each request reads
 * the object and streams it with the same headers (a year's immutable cache,
 * the type of the name's extension, validators and 304), or redirects to the
 * bucket's public address when MEDIA_PUBLIC_URL gives one.
 */
import path from "node:path";
import { pipeline } from "node:stream/promises";
import express from "express";
import type { MediaServing } from "~/server/server-features";

/** Random names, never rewritten: cached for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** A redirection may change with MEDIA_PUBLIC_URL: cached a day, not forever. */
const REDIRECT_CACHE = "public, max-age=86400";

export function serveMedia(serving: MediaServing): express.RequestHandler[] {
  const notFound: express.RequestHandler = (_req, res) => {
    res.status(404).type("text/plain; charset=utf-8").send("Image introuvable.");
  };
  if (serving.kind === "folder") {
    return [express.static(serving.dir, { immutable: true, maxAge: "1y", index: false }), notFound];
  }
  const fromBucket: express.RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path.replace(/^\//, ""));
    } catch {
      return next();
    }
    const address = serving.publicAddress(name);
    if (address) {
      res.set("Cache-Control", REDIRECT_CACHE).redirect(302, address);
      return;
    }
    try {
      const file = await serving.read(name);
      if (!file) return next();
      res.set("Cache-Control", IMMUTABLE);
      res.type(path.extname(name) || file.contentType || "application/octet-stream");
      if (file.etag) res.set("ETag", file.etag);
      res.set("Last-Modified", file.modified.toUTCString());
      if (req.fresh || req.method === "HEAD") {
        file.body.destroy();
        if (req.fresh) res.status(304).end();
        else res.set("Content-Length", String(file.bytes)).end();
        return;
      }
      res.set("Content-Length", String(file.bytes));
      // A client gone mid-way only closes the read; nothing is left to answer.
      await pipeline(file.body, res).catch(() => undefined);
    } catch (error) {
      next(error);
    }
  };
  return [fromBucket, notFound];
}
