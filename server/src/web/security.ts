import helmet from 'helmet';

/** What Razorpay's Checkout needs (its script, its frames, its calls), per its integration guide. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://*.razorpay.com'],
};

/**
 * Security headers (helmet) with a Content-Security-Policy that allows only our own origin,
 * and Razorpay's Checkout only when the shop takes payments through Razorpay.
 * Styles allow 'unsafe-inline' because the UI library injects style tags at run time;
 * the explorer's editor runs workers from blob: URLs.
 */
export const securityHeaders = ({ razorpay = false }: { razorpay?: boolean } = {}) => {
  const extra = (list: string[]) => (razorpay ? list : []);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...extra(RAZORPAY.connect)],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: razorpay ? RAZORPAY.frame : ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra(RAZORPAY.img)],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...extra(RAZORPAY.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
};
