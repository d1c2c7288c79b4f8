// Entry of the standalone dev server (`npm run dev`): the async boundary lets federation negotiate the
// shared singletons first. The shell never loads this file: it loads `./App` through the manifest.
import('./bootstrap');
