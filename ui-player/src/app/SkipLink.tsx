import styled from '@emotion/styled';
import { color } from '../ui/theme';
import { LAYER } from '../ui/layers';
import { radius } from '../ui/tokens';

export const MAIN_ID = 'main';

/** Out of sight until focused: the first Tab on any page offers to jump past the header. */
const Link = styled.a`
  position: absolute;
  z-index: ${LAYER.skipLink};
  left: 8px;
  top: -48px;
  padding: 8px 14px;
  border-radius: ${radius.sm};
  background: ${color.accent};
  color: ${color.accentText};
  font-weight: 700;
  text-decoration: none;
  &:focus {
    top: 8px;
  }
`;

/** A plain in-page link: main is focusable (tabIndex -1), so the focus lands there and the next Tab goes on from it. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to content
    </Link>
  );
}
