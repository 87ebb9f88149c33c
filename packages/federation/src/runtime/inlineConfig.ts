/**
 * The id of the data block (`<script type="application/json">`) in which the portal's server
 * writes portal-config.json into index.html; read by portalConfig.ts, written by the launcher.
 */
export const INLINE_CONFIG_ID = 'portal-config';
