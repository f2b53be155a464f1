import { toPathSegment } from './toPathSegment';

/** Fills a path template (`/api/{api_key}/cart/{cart_id}`) with checked, encoded parameters. */
export function expandPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_placeholder, name: string) => toPathSegment(name, params[name]));
}
