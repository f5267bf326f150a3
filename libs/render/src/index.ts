export {
  CHROMIUM_ARGS,
  CHROMIUM_ENVIRONMENT,
  createChromiumRenderer,
  type PageRenderer,
  type RenderedPage,
  type RendererOptions,
} from './chromium-renderer.js';
export {
  createRemoteRenderer,
  MAX_RENDER_RESPONSE_BYTES,
  type RemoteRendererOptions,
} from './remote-renderer.js';
