/**
 * What a route built by a shared builder (`listRoute`, `detailRoute`) declares about itself beyond
 * its schemas, for hooks that act on every such route in one place: it rides in the route's
 * `config.meta` (`request.routeOptions.config.meta`). Each field is optional, so a route that
 * declares none still builds.
 */
export interface RouteMeta {
  /** What the route does, in the words a record of it uses (for example "users.list"). */
  action?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The builder's route declaration (routeMeta.ts); absent on hand-written routes. */
    meta?: RouteMeta;
  }
}
