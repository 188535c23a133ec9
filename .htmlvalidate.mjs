/**
 * html-validate's configuration for the built site (tests/quality/html-validate.test.ts, and
 * `npx html-validate dist` by hand): the standard, accessibility and document presets.
 */
/** @type {import('html-validate').ConfigData} */
export default {
  root: true,
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Subresource integrity guards files served from another origin; every script and
    // stylesheet of the site is its own, content-hashed and served under its CSP.
    'require-sri': 'off',
  },
};
