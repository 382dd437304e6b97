import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { color } from './theme';

/** A 40 px icon link of the header with a count badge in its corner (the cart, the inbox bell). */
export const BadgeIconLink = createLink(styled.a`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  color: ${color.text};
  & > b {
    position: absolute;
    top: 2px;
    right: 0;
    min-width: 18px;
    padding: 0 4px;
    border-radius: 9px;
    background: ${color.accent};
    color: ${color.accentText};
    font-size: 11px;
    line-height: 18px;
    text-align: center;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 1px;
  }
`);
