export {
  CHROMIUM_ARGS,
  createChromiumRenderer,
  type PageRenderer,
  type RenderedPage,
  type RendererOptions,
} from './chromium-renderer.js';
