// Applies the remembered theme before the first paint, so a dark-mode user sees no light flash.
// A file, not an inline script, so the Content Security Policy can forbid inline scripts.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.dataset.theme = 'dark';
} catch {
  // Storage unavailable: the default light theme applies.
}
