export const PRODUCT_NAME = 'Canticle';
export const PRODUCT_TAGLINE = 'Your comprehensive worship team management platform';
