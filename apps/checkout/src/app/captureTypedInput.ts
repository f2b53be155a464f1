/** Kinds of `<input>` whose text a shopper types (what `value` holds), as opposed to checks and buttons. */
const CHECKABLE = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

type Edit = () => void;

/** The `value` setter of the element's own prototype, beneath the one React puts on each input it hydrates. */
function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  setter?.call(element, value);
}

/** Options of {@link captureTypedInput}. */
export interface CaptureOptions {
  /** Only the fields React has not hydrated yet (a deferred part's, `deferredPart`). Defaults to `false`. */
  readonly dehydratedOnly?: boolean;
}

/** What {@link captureTypedInput} noted: how many fields, and the step that gives them to the app. */
export interface CapturedInput {
  readonly fields: number;
  readonly replay: () => void;
}

/** Fields noted and not given to the app yet: noted once, however many captures run meanwhile. */
const pending = new WeakSet<Element>();

/**
 * Notes what the shopper typed, ticked or chose in the server's HTML before the app hydrated it (each
 * form field whose value is not the one the server wrote), and returns the step that gives it to the
 * hydrated app, as if entered now: React keeps such a value on screen while hydrating, but its state
 * still holds the server's, and would write that back on the field's next render.
 */
export function captureTypedInput(root: ParentNode, { dehydratedOnly = false }: CaptureOptions = {}): CapturedInput {
  const edits: Edit[] = [];
  const fields: Element[] = [];
  for (const element of root.querySelectorAll('input, textarea, select')) {
    if (pending.has(element) || (dehydratedOnly && isHydrated(element))) continue;
    if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) {
        fields.push(element);
        edits.push(() => element.dispatchEvent(new Event('change', { bubbles: true })));
      }
    } else if (element instanceof HTMLInputElement && CHECKABLE.has(element.type)) {
      // A radio unchecked by its neighbour's choice follows that choice's click.
      if (element.checked !== element.defaultChecked && (element.type === 'checkbox' || element.checked)) {
        fields.push(element);
        // React hears a check as a click: back to the server's state through React's setter, then the click.
        edits.push(() => {
          element.checked = element.defaultChecked;
          element.click();
        });
      }
    } else if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) {
      if (NOT_TYPED.has(element.type) || element.value === element.defaultValue) continue;
      const typed = element.value;
      fields.push(element);
      // React's setter records the server's value as the field's last known one; the native setter
      // then puts the typed text back without it, so the input event reads as a change.
      edits.push(() => {
        element.value = element.defaultValue;
        setNativeValue(element, typed);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
  for (const field of fields) pending.add(field);
  return {
    fields: fields.length,
    replay: () =>
      whenHydrated(fields, () => {
        for (const field of fields) pending.delete(field);
        for (const edit of edits) edit();
      }),
  };
}

/** Whether React has hydrated the element (it keeps its fiber under a `__reactFiber$…` key). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Runs `then` once React has hydrated every element and run the effects of that hydration (the saved
 * form's restore among them): React hydrates each Suspense boundary in a commit of its own, after the
 * root's. Gives up after `frames` animation frames (an element the app removed).
 */
function whenHydrated(elements: readonly Element[], then: () => void, frames = 600) {
  if (elements.length === 0) return;
  if (frames === 0 || elements.every((element) => !element.isConnected || isHydrated(element))) {
    // The hydrating commit's passive effects have run by the next frame's task.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  requestAnimationFrame(() => whenHydrated(elements, then, frames - 1));
}
