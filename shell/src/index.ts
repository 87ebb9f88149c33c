import { startFirstWave } from './startup/firstWave';

// The route's code starts downloading beside the shared modules, not after them.
startFirstWave(window.location);
// The async boundary Module Federation needs: shared modules are negotiated before bootstrap runs.
void import('./bootstrap');
