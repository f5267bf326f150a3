/** The tag manager's data layer: a plain array on the window that a tag manager reads when it loads. */
export type DataLayer = unknown[];

export interface DataLayerHost {
  dataLayer?: DataLayer;
}

export function dataLayerOf(host: DataLayerHost): DataLayer {
  host.dataLayer ??= [];
  return host.dataLayer;
}

function pushArguments(this: DataLayer, ..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- tag managers read commands only as Arguments objects
  this.push(arguments);
}

/** A gtag-style command such as ('consent', 'default', {...}), pushed the way gtag.js pushes it. */
export function gtagCommand(layer: DataLayer, ...command: unknown[]): void {
  pushArguments.apply(layer, command);
}
