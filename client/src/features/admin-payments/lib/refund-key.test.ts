import { newRefundKey } from './refund-key';

it("a refund dialog's key fits the server's rule (8 to 128 of letters, digits, _ . : -), and each opening has its own", () => {
  const key = newRefundKey();
  expect(key).toMatch(/^refund-[0-9a-f]{32}$/);
  expect(newRefundKey()).not.toBe(key);
});
