import type { NextFunction, Request, Response } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (cross-site request
 * forgery). Browsers always say where a POST comes from, in Origin or Sec-Fetch-Site; requests
 * that carry neither come from non-browser clients, which cannot ride on a visitor's cookies.
 */
export function refuseCrossOriginWrites(options: { appUrl: string; exempt?: (path: string) => boolean }) {
  const appOrigin = new URL(options.appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method) || options.exempt?.(req.path)) return next();
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const crossSite = origin
      ? origin !== appOrigin && origin !== ownOrigin
      : req.get("sec-fetch-site") === "cross-site";
    if (!crossSite) return next();
    res
      .status(403)
      .type("text/plain")
      .send("This form can only be sent from our own website. Please open the page on our site and try again.");
  };
}
