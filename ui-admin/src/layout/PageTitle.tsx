import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

/** The element react-admin's app bar renders for page titles (its TitlePortal). */
const TITLE_SLOT_ID = 'react-admin-title';

/**
 * A page title in the app bar, as react-admin's `<Title preferenceKey={false}>` renders it, without
 * the module that also holds `PageTitleConfigurable`: its preferences editor keeps Material UI's
 * TextField and Select on the first screen (docs/adr/0082-admin-first-screen.md).
 */
export function PageTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const [slot, setSlot] = useState<HTMLElement | null>(() => document.getElementById(TITLE_SLOT_ID));
  // The app bar may mount after the page: look again once mounted.
  useEffect(() => setSlot((known) => (known && document.body.contains(known) ? known : document.getElementById(TITLE_SLOT_ID))), []);
  if (!slot) return null;
  const text: ReactNode = translate(title, { _: title });
  return createPortal(
    <span>
      <span>{text}</span>
    </span>,
    slot,
  );
}
