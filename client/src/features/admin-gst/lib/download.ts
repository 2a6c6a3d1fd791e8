/** Saves text as a file the browser downloads ('gstr1-2026-11-01-to-2026-11-30.csv'). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
