// What every app gets for `import … from 'react-router-dom'`: the module the federation shares as that key
// (rspack.base.mjs), and what the compiler checks those imports against (tsconfig.base.json `paths`).
//
// A shared module cannot be tree-shaken (the apps that will use it are not known when it is built), and
// react-router's index also exports its data routers, server rendering, RSC, cookies and sessions. Re-exported here
// is react-router's declarative-mode API, the mode the shell uses (a <BrowserRouter>, no loaders or actions).
// A name an app needs that is missing here is added here; the shell provides this module to the areas, so an area
// that uses a new name is released after the shell that has it.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';
