/** Print-first styles for the invoice window: A4 with 14 mm margins, also tidy on screen. */
export const DOCUMENT_CSS = `
@page { size: A4; margin: 14mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: #f5f5f4; color: #1c1917; font: 12px/1.5 "Helvetica Neue", Helvetica, Arial, sans-serif; }
.sheet { max-width: 210mm; margin: 24px auto; padding: 16mm 14mm; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
@media print { body { background: #fff; } .sheet { margin: 0; padding: 0; box-shadow: none; max-width: none; } }
h1, h2, p { margin: 0; }
.head { display: flex; justify-content: space-between; gap: 24px; padding-bottom: 16px; border-bottom: 2px solid #1c1917; }
.brand { font: 700 26px/1 Georgia, "Times New Roman", serif; letter-spacing: .18em; }
.brand span { color: #9c4725; }
.seller { margin-top: 8px; color: #44403c; }
.seller strong { color: #1c1917; }
.meta { text-align: right; }
.meta h1 { font-size: 20px; letter-spacing: .12em; text-transform: uppercase; margin-bottom: 8px; }
.meta table { margin-left: auto; border-collapse: collapse; }
.meta td { padding: 1px 0 1px 12px; text-align: right; }
.meta td:first-child { color: #57534e; }
.notice { margin: 14px 0 0; padding: 10px 14px; border-radius: 4px; background: #faf7f2; font-weight: 600; }
.notice.cancelled { background: #fdecea; color: #8a1c10; border: 1px solid #f0b4ab; }
.stamp { display: inline-block; margin-left: 8px; padding: 2px 8px; border: 2px solid #b42318; color: #b42318; font-size: 14px; letter-spacing: .12em; vertical-align: middle; transform: rotate(-4deg); }
.parties { display: flex; gap: 24px; margin: 18px 0; }
.party { flex: 1; padding: 12px 14px; border: 1px solid #e7e5e4; border-radius: 4px; break-inside: avoid; overflow-wrap: anywhere; }
.label { font-size: 10px; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; color: #7e3820; margin-bottom: 4px; }
table.lines { width: 100%; border-collapse: collapse; }
.lines th { background: #1c1917; color: #fff; font-size: 10px; letter-spacing: .08em; text-transform: uppercase; text-align: left; padding: 7px 8px; }
.lines td { padding: 8px; border-bottom: 1px solid #e7e5e4; vertical-align: top; }
.lines tr { break-inside: avoid; }
.num { text-align: right !important; white-space: nowrap; }
.summary { display: flex; justify-content: space-between; gap: 24px; margin-top: 16px; break-inside: avoid; }
.words { flex: 1; padding: 12px 14px; background: #faf7f2; border-radius: 4px; align-self: start; }
.words p { font-weight: 600; }
table.totals { width: 290px; border-collapse: collapse; }
.totals td { padding: 5px 8px; }
.totals td:last-child { text-align: right; white-space: nowrap; }
.totals .grand td { border-top: 2px solid #1c1917; font-size: 14px; font-weight: 700; padding-top: 8px; }
.foot { margin-top: 28px; display: flex; justify-content: space-between; align-items: end; gap: 24px; color: #57534e; font-size: 11px; break-inside: avoid; }
.sign { text-align: right; color: #1c1917; }
.sign .line { margin-top: 36px; border-top: 1px solid #a8a29e; padding-top: 4px; min-width: 180px; }
@media screen and (max-width: 640px) {
  .sheet { margin: 0; padding: 20px 16px; }
  .head, .parties, .summary, .foot { display: block; }
  .meta { text-align: left; margin-top: 16px; }
  .meta table { margin-left: 0; }
  .meta td { text-align: left; padding: 1px 12px 1px 0; }
  .party + .party { margin-top: 12px; }
  /* The lines keep their columns (a figure never breaks) and scroll sideways in their box, never the page. */
  .lines-box { overflow-x: auto; }
  .lines { font-size: 11px; }
  .lines th, .lines td { padding: 6px 5px; }
  .lines th:nth-child(2), .lines td:nth-child(2) { min-width: 8.5rem; }
  table.totals { width: 100%; margin-top: 12px; }
  .sign { text-align: left; margin-top: 16px; }
  .sign .line { width: 200px; }
}
`;
