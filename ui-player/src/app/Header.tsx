import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { BookingNav } from '../booking/BookingNav';
import { NavLinks } from '../profile/NavLinks';
import { SessionControls } from '../session/SessionControls';
import { color } from '../ui/theme';

export const APP_NAME = 'Sports Platform';

const Bar = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 24px;
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
`;

const Brand = createLink(styled.a`
  font-size: 18px;
  font-weight: 700;
  text-decoration: none;
`);

export function Header() {
  return (
    <Bar>
      <Brand to="/">{APP_NAME}</Brand>
      <BookingNav />
      <NavLinks />
      <SessionControls />
    </Bar>
  );
}
