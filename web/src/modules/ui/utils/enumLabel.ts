export { enumLabel } from '@dealbook/contracts';
