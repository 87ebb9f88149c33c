// The react-router APIs the portal uses, and only those: this package is a Module Federation
// singleton, and a shared module is never tree-shaken, so every name here ships to every page.
// Declarative routers only: the data router (createBrowserRouter, RouterProvider) was 55 KB of the
// libraries every page compiles before its first render, for loaders and actions the portal has none of.
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  BrowserRouter,
  isRouteErrorResponse,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
