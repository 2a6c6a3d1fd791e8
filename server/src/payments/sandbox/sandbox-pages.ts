import { type OnlineMethod, ONLINE_METHODS } from '../../orders/payment-methods.js';
import { escapeHtml as esc } from '../../common/html.js';
import { formatRupees as rupees } from '../../pricing/money.js';
import type { SandboxOrderEntity, SandboxPaymentEntity } from './sandbox.entities.js';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b}
.banner{background:#facc15;color:#422006;text-align:center;padding:.6rem 1rem;font-weight:700;letter-spacing:.02em}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.muted{color:#52525b;font-size:.9rem;margin:0}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}
fieldset{border:1px solid #e4e4e7;border-radius:.5rem;margin:1rem 0;padding:.75rem 1rem}legend{font-weight:600;padding:0 .25rem}
label{display:flex;gap:.5rem;align-items:center;padding:.25rem 0}select{font:inherit;padding:.4rem;border-radius:.375rem;border:1px solid #a1a1aa;width:100%}
.actions{display:grid;gap:.6rem;margin-top:1rem}
button{font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.75rem 1rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.ok{background:#15803d;color:#fff}.fail{background:#b91c1c;color:#fff}.wait{background:#e4e4e7;color:#18181b}
a{color:#1d4ed8}.tries{font-size:.9rem;color:#3f3f46;padding-left:1.1rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)} · SQU sandbox payment</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">TEST PAYMENT PAGE: the SQU sandbox provider. No real money moves.</div><main>${body}</main></body></html>`;
}

const heading = (o: SandboxOrderEntity) =>
  `<h1>Pay SQU for order ${esc(o.receipt)}</h1><p class="muted">Sandbox order ${esc(o.id)}</p><p class="amount">${rupees(o.amountPaise)}</p>`;

const deliveryChoice = `<fieldset><legend>Webhooks to the shop</legend>
<label for="webhooks" class="muted">How the sandbox tells the shop (the browser confirms as well)</label>
<select id="webhooks" name="webhooks">
<option value="normal">On time</option><option value="late">Late</option><option value="twice">Twice (same event id)</option>
<option value="out_of_order">Out of order</option><option value="none">Not sent</option></select></fieldset>`;

const backLink = (o: SandboxOrderEntity) =>
  `<p><a href="/checkout/payment?${new URLSearchParams({ order: o.receipt, razorpay_order_id: o.id, cancelled: '1' }).toString()}">Cancel and return to the shop</a></p>`;

const METHOD_LABEL: Record<OnlineMethod, string> = { card: 'Card', upi: 'UPI', netbanking: 'Net Banking' };

/** The choice of how the payment goes, `method` ticked. */
export function payPage(o: SandboxOrderEntity, tries: SandboxPaymentEntity[], method: OnlineMethod = 'card'): string {
  const earlier = tries.length
    ? `<p class="muted">Earlier tries on this order:</p><ul class="tries">${tries.map((p) => `<li>${esc(p.method)}: ${esc(p.status)}</li>`).join('')}</ul>`
    : '';
  return layout(
    `Pay ${o.receipt}`,
    `<div class="card">${heading(o)}${earlier}
<form method="post" action="/sandbox/pay/${esc(o.id)}">
<fieldset><legend>Pay with</legend>
${ONLINE_METHODS.map((value) => `<label><input type="radio" name="method" value="${value}"${value === method ? ' checked' : ''}> ${METHOD_LABEL[value]}</label>`).join('\n')}</fieldset>
${deliveryChoice}
<div class="actions">
<button class="ok" name="outcome" value="success">Pay ${rupees(o.amountPaise)} successfully</button>
<button class="fail" name="outcome" value="failure">Fail the payment</button>
<button class="wait" name="outcome" value="upi_pending">UPI: leave pending, approve later</button>
</div></form>${backLink(o)}</div>`,
  );
}

/** A UPI payment waiting for the shopper's approval in their app. */
export function upiWaitingPage(o: SandboxOrderEntity, p: SandboxPaymentEntity): string {
  return layout(
    `Approve ${o.receipt}`,
    `<div class="card">${heading(o)}
<p role="status"><strong>Waiting for approval in your UPI app.</strong> The shop shows this payment as pending until it is approved.</p>
<form method="post" action="/sandbox/pay/${esc(o.id)}/approve/${esc(p.id)}">${deliveryChoice}
<div class="actions"><button class="ok">Approve in the UPI app</button></div></form>${backLink(o)}</div>`,
  );
}

/** An order already paid. */
export function confirmationPage(o: SandboxOrderEntity): string {
  return layout(`Paid ${o.receipt}`, `<div class="card">${heading(o)}<p role="status"><strong>This order is paid.</strong></p><p><a href="/orders">See your orders</a></p></div>`);
}
