/** A numeric enumeration as a frozen name -> number map, the shape the spec's enumerations take. */
export type NumericEnum = Readonly<Record<string, number>>;

export type ValueOf<E extends NumericEnum> = E[keyof E];

/** The enumeration's numeric values, in declaration order. */
export function enumValues<E extends NumericEnum>(e: E): ValueOf<E>[] {
  return Object.values(e) as ValueOf<E>[];
}

/** The member name of a numeric value, or undefined when the value is not a member. */
export function enumName<E extends NumericEnum>(e: E, value: number): keyof E | undefined {
  return Object.keys(e).find((key) => e[key] === value);
}
