import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { Muted, tapArea } from '../ui/primitives';
import { color } from '../ui/theme';
import { APP_NAME } from './Header';
import { roomyFrom } from './layout';
import { fontSize } from '../ui/tokens';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 24px;
  padding: 10px 16px;
  border-top: 1px solid ${color.border};
  background: ${color.surface};
  font-size: ${fontSize.sm};
  /* A phone gets one short line, not a block between the content and the tab bar. */
  ${roomyFrom} {
    padding: 16px 24px;
    font-size: ${fontSize.sm};
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

/* A 13 px line on a phone: the links keep an invisible 44 px hit area (the footer's padding and gap leave it room). */
const Anchor = styled.a`
  ${tapArea};
  color: ${color.muted};
  &:hover {
    color: ${color.text};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`;
const FooterLink = createLink(Anchor);

/** The site footer; embedded mode (spec section 2, isApp) leaves it out. */
export function Footer() {
  return (
    <Bar>
      <Muted>
        © {new Date().getFullYear()} {APP_NAME}: find, host and join games near you.
      </Muted>
      <Links aria-label="Footer">
        <FooterLink to="/">Games</FooterLink>
        <Anchor href="/docs">API</Anchor>
      </Links>
    </Bar>
  );
}
