/**
 * How an enumeration value reads on screen: "FoodAndBeverage" -> "Food And Beverage",
 * "PRDeliveryPartner" -> "PR Delivery Partner"; "B2B" and "£0m to £5m" stay as they are.
 */
export function enumLabel(value: string): string {
  return value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}
