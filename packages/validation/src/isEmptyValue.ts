import { isRequired } from './isRequired';

/** Tells whether a value counts as empty, which every rule except required accepts (spec §5). */
export function isEmptyValue(value: unknown): boolean {
  return !isRequired(value);
}
