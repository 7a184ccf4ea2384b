import { eventFieldLabels } from '@dealbook/contracts';

export { eventFieldLabels };
