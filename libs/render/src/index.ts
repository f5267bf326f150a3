export {
  CHROMIUM_ARGS,
  createChromiumRenderer,
  type PageRenderer,
  type RenderedPage,
  type RendererOptions,
} from './chromium-renderer.js';
export { createRemoteRenderer, type RemoteRendererOptions } from './remote-renderer.js';
