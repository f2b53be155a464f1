import * as v from 'valibot';

/** Answer of a call whose body we do not use (set shipping method, UTM params, test calls): any data, read as `null`. */
export const EmptyResponseSchema = v.pipe(
  v.unknown(),
  v.transform((): null => null),
);
