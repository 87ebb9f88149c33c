import { startPortal } from './startup/startPortal';

void startPortal(document.getElementById('root') as HTMLElement);
