/**
 * The browsers the built CSS is minified for: the JS build's baseline (Chromium 111, Firefox 114, Safari 16.4)
 * with Chromium and Edge raised to 120, the first to support `:dir()`. Below that, the minifier rewrites
 * `:dir(rtl)` to a list of right-to-left `:lang()`s, which misses a page with `dir="rtl"` in another
 * language (issue 32). Raising only these two changes nothing else in today's CSS; older Chromium drops
 * the two `:dir(rtl)` rules and shows the left-to-right chevron and progress bar.
 */
export const cssTarget = ['chrome120', 'edge120', 'firefox114', 'safari16.4'];
