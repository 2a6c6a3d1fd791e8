import { paths } from '../../config/paths';

/**
 * The admin console's sections, in the order its navigation shows them: each is a page of its
 * own under /admin (app/routes/admin.tsx draws it), and the build gives each its shell
 * (entry-server.tsx), which the server answers with 200. An order's page
 * (/admin/orders/:orderNumber) belongs to the first. Only the console and the build need them,
 * so they stay out of config/paths.ts, which is the shop's shell.
 */
export const ADMIN_SECTIONS = [
  { key: 'orders', path: paths.admin, label: 'Orders' },
  { key: 'stock', path: `${paths.admin}/stock`, label: 'Stock' },
  { key: 'payments', path: `${paths.admin}/payments`, label: 'Payments' },
  { key: 'returns', path: `${paths.admin}/returns`, label: 'Returns' },
  { key: 'integrations', path: `${paths.admin}/integrations`, label: 'Integrations' },
  { key: 'offers', path: `${paths.admin}/offers`, label: 'Offers' },
  { key: 'gst', path: `${paths.admin}/gst`, label: 'GST documents' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

