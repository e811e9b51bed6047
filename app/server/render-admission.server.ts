import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Visitors' pages rendered at once; the others wait at the door, as the
 * request Node parsed and nothing more.
 *
 * Rendering is synchronous, compression is not: under a burst, every
 * request let in was rendered in the same turn of the event loop, then held
 * its page, its response and React Router's context while the few
 * compressions in flight worked through the queue. Held for a quarter of a
 * second, all of it outlived the young generation and was copied into the
 * old one, which the collector then had to mark and which stayed resident
 * after the burst. Let in a few at a time, a page is rendered, compressed
 * and sent before the next ones start, and its garbage dies young.
 *
 * Only bodiless requests (GET, HEAD) outside the admin wait here: they do
 * not hold their place for a slow client's upload, and the admin's
 * downloads (backups, exports) are not held up behind visitors. A place is
 * given back as soon as the answer's head is written (the page is rendered
 * and compressed by then), not once the client has read it all: one that
 * never reads holds its connection, not a place.
 */
export function renderAdmission(
  limit: number,
  handler: (req: Request, res: Response, next: NextFunction) => Promise<void>,
): RequestHandler {
  let inside = 0;
  const waiting: (() => void)[] = [];
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else inside -= 1;
  };
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/admin")) {
      handler(req, res, next).catch(next);
      return;
    }
    const enter = () => {
      // Gone while it waited: nobody to render for.
      if (req.socket.destroyed) {
        leave();
        return;
      }
      let left = false;
      const once = () => {
        if (left) return;
        left = true;
        leave();
      };
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        once();
        return writeHead.apply(this, args);
      } as Response["writeHead"];
      // A client that goes away mid-render frees its place at once.
      res.once("close", once);
      handler(req, res, next).catch(next).finally(once);
    };
    if (inside < limit) {
      inside += 1;
      enter();
    } else {
      // A place handed on by `leave` keeps the count as it is.
      waiting.push(enter);
    }
  };
}
