// The sign-in screens and the admin guard: the shell mounts them, and so does every remote served
// alone (packages/federation/src/standalone.tsx), each on its own origin.
export { CallbackPage } from './CallbackPage';
export { ForbiddenPage } from './ForbiddenPage';
export { Guard } from './Guard';
export { LoginPage } from './LoginPage';
export { Logo } from './Logo';
export { StatusPage } from './StatusPage';
export { useSignOut } from './useSignOut';
