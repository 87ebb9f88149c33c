/** A full page load: the last resort the error page offers (its own module so tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
