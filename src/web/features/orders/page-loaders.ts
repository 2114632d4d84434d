/** The feature's pages, each fetched when first shown (src/web/pages.ts), named by the feature's entry. */
export const loadQuickInvoicePage = () => import('./pages/QuickInvoicePage');
export const loadOrderListPage = () => import('./pages/OrderListPage');
export const loadBillingPage = () => import('./pages/BillingPage');
