/** The sandbox provider itself, when it is the shop's provider (its page needs more than the provider interface). */
export const SANDBOX = Symbol('SANDBOX');
