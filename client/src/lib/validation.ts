/** Text, @, text, dot, text: the shop's one e-mail pattern (spec point 5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());
