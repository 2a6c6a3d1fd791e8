/** Text, @, text, dot, text: the shop's one e-mail pattern (spec point 5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

/** An Indian PIN code's shape (6 digits, the first not 0), for typing only: whether it exists and is served is the server's answer. */
export const isPincodeShape = (value: string): boolean => /^[1-9][0-9]{5}$/.test(value);
