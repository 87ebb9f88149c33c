// How the user detail words its yes/no facts (docs/product.md "Screens", User detail).
export const emailVerifiedText = (verified: boolean) => (verified ? 'Verified' : 'Not Verified');
export const twoFactorText = (enabled: boolean) => (enabled ? 'Enabled' : 'Disabled');
export const yesNoText = (value: boolean) => (value ? 'Yes' : 'No');
export const NO_PROVIDERS_TEXT = 'None';
