export { GoogleSignIn } from './google-sign-in';
