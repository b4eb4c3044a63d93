/** An id read from an address (a route parameter or a query value): only a positive whole number names something. */
export function routeId(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
