import { describe, expect, it } from 'vitest';
import { enumLabel } from './enumLabel.js';

describe('enumLabel', () => {
  it('spaces out enumeration names', () => {
    expect(enumLabel('FoodAndBeverage')).toBe('Food And Beverage');
    expect(enumLabel('PRDeliveryPartner')).toBe('PR Delivery Partner');
    expect(enumLabel('LaterStageVC')).toBe('Later Stage VC');
  });

  it('leaves acronyms, codes and band texts alone', () => {
    expect(enumLabel('B2B')).toBe('B2B');
    expect(enumLabel('UK')).toBe('UK');
    expect(enumLabel('£0m to £5m')).toBe('£0m to £5m');
  });
});
