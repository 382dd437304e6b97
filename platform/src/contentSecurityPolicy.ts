import { createHash } from 'node:crypto';

/** The body of each inline `<script>` of an HTML page (scripts with a `src` have none). */
const inlineScriptsOf = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Only with Razorpay configured may a page load its Checkout script, which opens
 * its payment form in a frame of Razorpay's and talks to Razorpay's API.
 */
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  connect: 'https://api.razorpay.com https://lumberjack.razorpay.com',
  frame: 'https://api.razorpay.com https://checkout.razorpay.com',
};

/**
 * Content-Security-Policy of a UI page (docs/security.md). Scripts: our own files and the page's
 * inline scripts by their hashes, taken from the built page itself, so no other inline script
 * runs. Styles may be inline: emotion (player UI) and MUI (back office) write `<style>` elements at
 * run time. Images and videos may come from https (covers are links), everything else from us.
 */
export const contentSecurityPolicyOf = (html: string, options: { razorpay?: boolean } = {}): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptsOf(html).map(hashOf).join(' ')}${options.razorpay ? ` ${RAZORPAY.script}` : ''}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${options.razorpay ? ` ${RAZORPAY.connect}` : ''}`,
    ...(options.razorpay ? [`frame-src ${RAZORPAY.frame}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
