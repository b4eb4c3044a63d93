/** Section 9: the version shown discreetly in the footer. */
export const APP_VERSION = '0.17.0-beta';
export const PRODUCT_NAME = 'Margin';
