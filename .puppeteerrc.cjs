/** Puppeteer (used by pa11y and lighthouse) must use Debian's Chromium, never download its own. */
module.exports = { skipDownload: true };
