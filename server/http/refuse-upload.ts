import type { Request, Response } from 'express';

/** A body up to this size is read to its end before a refusal is sent; a larger one is cut off. */
const READ_REFUSED_BODY_UP_TO = 12 * 1024 * 1024;

/**
 * Sends a refusal of an upload whose body may not have been read yet (no session, not the
 * caller's application, over a limit). A client still sending its file when the server answers
 * and closes the connection sees a broken pipe, not the answer: a browser shows a network error
 * instead of "Please sign in". So a body of a size an upload may have is read and thrown away
 * first, and the connection stays open; a larger or unsized one is not worth reading, and the
 * connection closes after the answer.
 */
export function refuseUpload(req: Request, res: Response, send: () => void): void {
  if (req.complete || req.readableEnded) {
    send();
    return;
  }
  const declared = Number(req.headers['content-length']);
  if (!Number.isFinite(declared) || declared > READ_REFUSED_BODY_UP_TO) {
    res.setHeader('Connection', 'close');
    send();
    return;
  }
  let sent = false;
  const once = () => {
    if (sent || res.headersSent) return;
    sent = true;
    if (!req.complete) res.setHeader('Connection', 'close');
    send();
  };
  // Whatever stops the body (its end, an error, the client going), the answer is still sent,
  // closing the connection unless the body was read whole.
  req.once('end', once);
  req.once('error', once);
  req.once('close', once);
  if (req.destroyed) return once();
  req.unpipe();
  req.resume();
}
