// The react-router APIs the portal uses, and only those: this package is a Module Federation
// singleton, and a shared module is never tree-shaken, so every name here ships to every page.
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  BrowserRouter,
  createBrowserRouter,
  isRouteErrorResponse,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
