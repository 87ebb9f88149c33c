// docs/product.md "Errors": a 403 saying the user lost access to the organisation runs this handler. The
// admin portal shows nothing for it by default; an app that keeps a current organisation sets one.
let handler: () => void = () => {};

export function setOrganisationInvalidatedHandler(fn: () => void): void {
  handler = fn;
}

export function runOrganisationInvalidatedHandler(): void {
  handler();
}

export function resetOrganisationInvalidatedHandlerForTests(): void {
  handler = () => {};
}
