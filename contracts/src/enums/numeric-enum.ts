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

/** "TryingToOrganiseAMeeting" -> "Trying To Organise A Meeting": how names read on screen. */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/_/g, ' ');
}

/**
 * How a text enumeration value reads: "FoodAndBeverage" -> "Food And Beverage",
 * "PRDeliveryPartner" -> "PR Delivery Partner"; "B2B" and "£0m to £5m" stay as they are.
 */
export function enumLabel(value: string): string {
  return value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}
