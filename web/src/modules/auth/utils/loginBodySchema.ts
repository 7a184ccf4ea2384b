// Imported only dynamically (loadLoginSchema): the chunk that carries zod for the sign-in form.
export { loginBodySchema } from '@dealbook/contracts';
