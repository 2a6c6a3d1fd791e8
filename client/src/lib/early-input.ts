/**
 * What a shopper does before the app has come. A prerendered page shows whole, buttons and
 * fields and all, before the app's script has arrived (lib/page-painted.ts fetches it once the
 * page has been painted), and on a slow line that takes seconds. A tap on Quick Add, the cart or
 * a filter then did nothing, and a term typed into the search box was not the one the app
 * searched for once it came.
 *
 * From the page's first script until the app marks <html data-ready> (app/layout/root-layout.tsx,
 * once the page is hydrated):
 * - a click on a control that works only through the app is held: its default is prevented (a
 *   checkbox does not tick, a form is not sent) and nothing below the document sees it;
 * - what is typed into a field or chosen in a list is noted (the field shows it as usual).
 * Once the app is ready, each noted field is given its value again as if typed, so that the app
 * takes it in, and then each held control is clicked again, in the order it was first clicked and
 * once however often it was tapped (a second tap on a Quick Add that did nothing means "add it",
 * not "add two"). Links are not held: they work without the app.
 *
 * Like page-painted.ts, this module is part of the page's first script: it imports only from it.
 */
import { prerenderedRoot } from './page-painted';

/** Controls that need the app to work. */
export const SCRIPTED_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

/** The attribute the app sets on <html> once it answers the page (app/layout/root-layout.tsx). */
export const READY_ATTRIBUTE = 'data-ready';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A text field or a list whose value the shopper set; ticks and radios are clicks. */
function fieldOf(target: EventTarget | null): Field | null {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') return target;
  return null;
}

/**
 * Sets a field's value the way typing does: through the element's own setter, then the event the
 * app listens to. A text field is emptied first, so that the value reads as a change even when the
 * page kept what was typed while the app took it over.
 */
function enter(field: Field, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  if (type === 'input') {
    setValue.call(field, '');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  setValue.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Holds clicks on SCRIPTED_CONTROLS of a prerendered page, and notes what is typed into its fields,
 * until the app is ready; then hands both to the app. Does nothing on a page that is not
 * prerendered (an empty #root has nothing to click) or that is ready already. Answers a function
 * that stops holding and drops what was held, for an app that could not start: the page is left as
 * it would be without this module, with no busy pointer.
 */
export function holdEarlyInput(doc: Document = document): () => void {
  const html = doc.documentElement;
  const root = prerenderedRoot(doc);
  if (!root || html.hasAttribute(READY_ATTRIBUTE)) return () => undefined;
  const held = new Set<HTMLElement>();
  const typed = new Map<Field, string>();

  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.add(control);
    // The pointer shows that the page is busy with it.
    html.style.cursor = 'progress';
  };
  const note = (event: Event) => {
    const field = fieldOf(event.target);
    if (field && root.contains(field)) typed.set(field, field.value);
  };

  /** Stops holding and forgets what was held. */
  const drop = () => {
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('input', note, true);
    doc.removeEventListener('change', note, true);
    html.style.removeProperty('cursor');
    typed.clear();
    held.clear();
  };
  const replay = () => {
    const fields = [...typed];
    const controls = [...held];
    drop();
    // A field or control the app drew again (a part of the page it could not hydrate) is gone, and what was done to it too.
    for (const [field, value] of fields) if (field.isConnected) enter(field, value);
    for (const control of controls) if (control.isConnected) control.click();
  };

  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(READY_ATTRIBUTE)) return;
    observer.disconnect();
    // After the app's effects have run (it sets the attribute in one): the page answers by then.
    setTimeout(replay, 0);
  });
  doc.addEventListener('click', hold, true);
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
  observer.observe(html, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
  return drop;
}
