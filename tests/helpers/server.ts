/** Tests serve built folders with the preview server, exactly as `npm run preview` does. */
export { startPreview as serveStatic, type Preview as StaticServer } from '../../build/preview.ts';
