export { GoogleSignIn } from './google-sign-in';
export type { GoogleSignInProps } from './google-sign-in';
export { loadGoogleIdentity, GIS_SCRIPT_SRC } from './gis-loader';
